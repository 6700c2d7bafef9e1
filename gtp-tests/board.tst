# Board setup and play: boardsize, clear_board, komi, play, undo, with
# showboard and printsgf as witnesses of the state.

# Komi stays through boardsize and clear_board (GTP v2 section 6.3.2).
komi 6.5
boardsize 9
1 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[6\.5\]\)]
play b E5
clear_board
2 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[6\.5\]\)]
3 komi -2.5
#? []
4 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[-2\.5\]\)]
5 boardsize 13
#? []
6 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[13\]KM\[-2\.5\]\)]
7 clear_board
#? []
8 komi 0
#? []
9 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[13\]KM\[0\]\)]
komi 7.25
boardsize 9
10 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[7\.25\]\)]

# Colours and vertices in any case; column I does not exist, J follows H.
20 play B D4
#? []
21 play w PASS
#? []
22 play black e5
#? []
23 play WHITE j9
#? []
24 play Black Pass
#? []
25 play white h8
#? []
26 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. O 9  WHITE \(O\) has captured 0 stones\n 8 \. \. \. \. \. \. \. O \. 8  BLACK \(X\) has captured 0 stones\n 7 \. \. \. \. \. \. \. \. \. 7 \n 6 \. \. \. \. \. \. \. \. \. 6 \n 5 \. \. \. \. X \. \. \. \. 5 \n 4 \. \. \. X \. \. \. \. \. 4 \n 3 \. \. \. \. \. \. \. \. \. 3 \n 2 \. \. \. \. \. \. \. \. \. 2 \n 1 \. \. \. \. \. \. \. \. \. 1 \n   A B C D E F G H J]
27 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[7\.25\]\n;B\[df\];W\[\];B\[ee\];W\[ia\];B\[\];W\[hb\]\)]

# undo takes back one move at a time, passes included.
30 undo
#? []
31 undo
#? []
32 undo
#? []
33 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. \. 9  WHITE \(O\) has captured 0 stones\n 8 \. \. \. \. \. \. \. \. \. 8  BLACK \(X\) has captured 0 stones\n 7 \. \. \. \. \. \. \. \. \. 7 \n 6 \. \. \. \. \. \. \. \. \. 6 \n 5 \. \. \. \. X \. \. \. \. 5 \n 4 \. \. \. X \. \. \. \. \. 4 \n 3 \. \. \. \. \. \. \. \. \. 3 \n 2 \. \. \. \. \. \. \. \. \. 2 \n 1 \. \. \. \. \. \. \. \. \. 1 \n   A B C D E F G H J]
34 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[7\.25\]\n;B\[df\];W\[\];B\[ee\]\)]

# Captures on a 5x5 board: a single stone, then two stones on the edge,
# counted as prisoners by the capturing side.
boardsize 5
40 play w C3
#? []
41 play b B3
#? []
42 play b C4
#? []
43 play b D3
#? []
44 play b C2
#? []
45 showboard
#? [A B C D E\n 5 \. \. \. \. \. 5  WHITE \(O\) has captured 0 stones\n 4 \. \. X \. \. 4  BLACK \(X\) has captured 1 stones\n 3 \. X \. X \. 3 \n 2 \. \. X \. \. 2 \n 1 \. \. \. \. \. 1 \n   A B C D E]
46 play w A1
#? []
47 play w B1
#? []
48 play b A2
#? []
49 play b B2
#? []
50 play b C1
#? []
51 showboard
#? [A B C D E\n 5 \. \. \. \. \. 5  WHITE \(O\) has captured 0 stones\n 4 \. \. X \. \. 4  BLACK \(X\) has captured 3 stones\n 3 \. X \. X \. 3 \n 2 X X X \. \. 2 \n 1 \. \. X \. \. 1 \n   A B C D E]
# White captures back on C3, which makes a ko: Black may not retake at C4
# at once (Art. 6), but may after a move elsewhere.
52 play w B4
#? []
53 play w D4
#? []
54 play w C5
#? []
55 play w C3
#? []
56 showboard
#? [A B C D E\n 5 \. \. O \. \. 5  WHITE \(O\) has captured 1 stones\n 4 \. O \. O \. 4  BLACK \(X\) has captured 3 stones\n 3 \. X O X \. 3 \n 2 X X X \. \. 2 \n 1 \. \. X \. \. 1 \n   A B C D E]
# refuses: play b C4 -> illegal move
57 showboard
#? [A B C D E\n 5 \. \. O \. \. 5  WHITE \(O\) has captured 1 stones\n 4 \. O \. O \. 4  BLACK \(X\) has captured 3 stones\n 3 \. X O X \. 3 \n 2 X X X \. \. 2 \n 1 \. \. X \. \. 1 \n   A B C D E]
58 play b E5
#? []
59 play w E4
#? []
60 play b C4
#? []
61 showboard
#? [A B C D E\n 5 \. \. O \. X 5  WHITE \(O\) has captured 1 stones\n 4 \. O X O O 4  BLACK \(X\) has captured 4 stones\n 3 \. X \. X \. 3 \n 2 X X X \. \. 2 \n 1 \. \. X \. \. 1 \n   A B C D E]
62 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[5\]KM\[7\.25\]\n;W\[cc\];B\[bc\];B\[cb\];B\[dc\];B\[cd\];W\[ae\];W\[be\];B\[ad\];B\[bd\];B\[ce\]\n;W\[bb\];W\[db\];W\[ca\];W\[cc\];B\[ea\];W\[eb\];B\[cb\]\)]
# Taking the captures back restores the stones and the prisoner counts.
63 undo
#? []
64 undo
#? []
65 undo
#? []
66 undo
#? []
67 showboard
#? [A B C D E\n 5 \. \. O \. \. 5  WHITE \(O\) has captured 0 stones\n 4 \. O X O \. 4  BLACK \(X\) has captured 3 stones\n 3 \. X \. X \. 3 \n 2 X X X \. \. 2 \n 1 \. \. X \. \. 1 \n   A B C D E]

# Suicide is refused (Art. 4 of the rules): the board and the record
# do not change.
boardsize 5
play b A2
play b B1
# refuses: play w A1 -> illegal move
70 showboard
#? [A B C D E\n 5 \. \. \. \. \. 5  WHITE \(O\) has captured 0 stones\n 4 \. \. \. \. \. 4  BLACK \(X\) has captured 0 stones\n 3 \. \. \. \. \. 3 \n 2 X \. \. \. \. 2 \n 1 \. X \. \. \. 1 \n   A B C D E]
71 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[5\]KM\[7\.25\]\n;B\[ad\];B\[be\]\)]
# Nor may a string of two stones kill itself.
boardsize 5
play b B1
play b B2
play b A3
72 play w A1
#? []
# refuses: play w A2 -> illegal move
73 showboard
#? [A B C D E\n 5 \. \. \. \. \. 5  WHITE \(O\) has captured 0 stones\n 4 \. \. \. \. \. 4  BLACK \(X\) has captured 0 stones\n 3 X \. \. \. \. 3 \n 2 \. X \. \. \. 2 \n 1 O X \. \. \. 1 \n   A B C D E]

# A stone without liberties that captures is no suicide.
boardsize 5
play b A1
play w A2
play b C1
play b B2
74 play w B1
#? []
75 showboard
#? [A B C D E\n 5 \. \. \. \. \. 5  WHITE \(O\) has captured 1 stones\n 4 \. \. \. \. \. 4  BLACK \(X\) has captured 0 stones\n 3 \. \. \. \. \. 3 \n 2 O X \. \. \. 2 \n 1 \. O X \. \. 1 \n   A B C D E]

# The 25x25 board: its last column is Z.
boardsize 25
80 play b Z25
#? []
81 play w a1
#? []
82 play b z1
#? []
83 play w A25
#? []
84 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[25\]KM\[7\.25\]\n;B\[ya\];W\[ay\];B\[yy\];W\[aa\]\)]
85 showboard
#? [A B C D E F G H J K L M N O P Q R S T U V W X Y Z\n25 O(?: \.){23} X 25 WHITE \(O\) has captured 0 stones\n24(?: \.){25} 24 BLACK \(X\) has captured 0 stones\n23(?: \.){25} 23\n22(?: \.){25} 22\n21(?: \.){25} 21\n20(?: \.){25} 20\n19(?: \.){25} 19\n18(?: \.){25} 18\n17(?: \.){25} 17\n16(?: \.){25} 16\n15(?: \.){25} 15\n14(?: \.){25} 14\n13(?: \.){25} 13\n12(?: \.){25} 12\n11(?: \.){25} 11\n10(?: \.){25} 10\n 9(?: \.){25} 9 \n 8(?: \.){25} 8 \n 7(?: \.){25} 7 \n 6(?: \.){25} 6 \n 5(?: \.){25} 5 \n 4(?: \.){25} 4 \n 3(?: \.){25} 3 \n 2(?: \.){25} 2 \n 1 O(?: \.){23} X 1 \n   A B C D E F G H J K L M N O P Q R S T U V W X Y Z]
