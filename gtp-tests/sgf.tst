# loadsgf FILE [N] and printsgf. loadsgf answers the colour to move; the
# position is checked with showboard and the record with printsgf. Paths
# are relative to this file.

# A whole game: a capture, then two passes (B[] and the FF[3] W[tt]).
komi 3
1 loadsgf games/capture.sgf
#? [white]
2 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. \. 9  WHITE \(O\) has captured 0 stones\n 8 \. \. \. \. \. \. \. \. \. 8  BLACK \(X\) has captured 1 stones\n 7 \. \. X X \. \. \. \. \. 7 \n 6 \. \. X \. X \. \. \. \. 6 \n 5 \. \. \. X X \. \. \. \. 5 \n 4 \. \. \. \. \. \. \. \. \. 4 \n 3 \. \. \. \. \. \. O \. \. 3 \n 2 \. \. \. \. \. \. \. O \. 2 \n 1 \. \. \. \. \. \. \. \. \. 1 \n   A B C D E F G H J]
3 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[5\.5\]\n;B\[ee\];W\[dd\];B\[cd\];W\[gg\];B\[dc\];W\[hh\];B\[ed\];W\[\];B\[de\];W\[\]\n;B\[cc\]\)]
# The passes are moves: undo takes back the last three.
4 undo
#? []
5 undo
#? []
6 undo
#? []
7 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[5\.5\]\n;B\[ee\];W\[dd\];B\[cd\];W\[gg\];B\[dc\];W\[hh\];B\[ed\];W\[\]\)]

# Up to (not including) move N: the answer is the colour of move N.
10 loadsgf games/capture.sgf 9
#? [black]
11 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. \. 9  WHITE \(O\) has captured 0 stones\n 8 \. \. \. \. \. \. \. \. \. 8  BLACK \(X\) has captured 0 stones\n 7 \. \. \. X \. \. \. \. \. 7 \n 6 \. \. X O X \. \. \. \. 6 \n 5 \. \. \. \. X \. \. \. \. 5 \n 4 \. \. \. \. \. \. \. \. \. 4 \n 3 \. \. \. \. \. \. O \. \. 3 \n 2 \. \. \. \. \. \. \. O \. 2 \n 1 \. \. \. \. \. \. \. \. \. 1 \n   A B C D E F G H J]
12 loadsgf games/capture.sgf 10
#? [white]
13 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. \. 9  WHITE \(O\) has captured 0 stones\n 8 \. \. \. \. \. \. \. \. \. 8  BLACK \(X\) has captured 1 stones\n 7 \. \. \. X \. \. \. \. \. 7 \n 6 \. \. X \. X \. \. \. \. 6 \n 5 \. \. \. X X \. \. \. \. 5 \n 4 \. \. \. \. \. \. \. \. \. 4 \n 3 \. \. \. \. \. \. O \. \. 3 \n 2 \. \. \. \. \. \. \. O \. 2 \n 1 \. \. \. \. \. \. \. \. \. 1 \n   A B C D E F G H J]
14 loadsgf games/capture.sgf 1
#? [black]
15 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[5\.5\]\)]
16 loadsgf games/capture.sgf 2
#? [white]
17 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[5\.5\]\n;B\[ee\]\)]
# N past the end loads the whole game.
18 loadsgf games/capture.sgf 100
#? [white]
19 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[5\.5\]\n;B\[ee\];W\[dd\];B\[cd\];W\[gg\];B\[dc\];W\[hh\];B\[ed\];W\[\];B\[de\];W\[\]\n;B\[cc\]\)]

# Without KM the current komi stays.
komi 4.5
20 loadsgf games/no-komi.sgf
#? [white]
21 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[4\.5\]\n;B\[ee\]\)]

# Handicap: setup in the root, then moves; White moves first.
22 loadsgf games/handicap.sgf
#? [white]
23 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[0\.5\]HA\[2\]AB\[cc\]\[gg\]PL\[W\]\n;W\[ee\];B\[ce\]\)]
24 loadsgf games/handicap.sgf 1
#? [white]
25 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. \. 9  WHITE \(O\) has captured 0 stones\n 8 \. \. \. \. \. \. \. \. \. 8  BLACK \(X\) has captured 0 stones\n 7 \. \. X \. \. \. \. \. \. 7 \n 6 \. \. \. \. \. \. \. \. \. 6 \n 5 \. \. \. \. \. \. \. \. \. 5 \n 4 \. \. \. \. \. \. \. \. \. 4 \n 3 \. \. \. \. \. \. X \. \. 3 \n 2 \. \. \. \. \. \. \. \. \. 2 \n 1 \. \. \. \. \. \. \. \. \. 1 \n   A B C D E F G H J]
26 loadsgf games/handicap.sgf 2
#? [black]
27 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[0\.5\]HA\[2\]AB\[cc\]\[gg\]PL\[W\]\n;W\[ee\]\)]

# Setup stones of both colours with PL: no move yet.
28 loadsgf games/setup.sgf
#? [white]
29 showboard
#? [A B C D E F G\n 7 X O \. \. \. \. \. 7  WHITE \(O\) has captured 0 stones\n 6 \. X \. \. \. \. \. 6  BLACK \(X\) has captured 0 stones\n 5 \. \. O \. \. \. \. 5 \n 4 \. \. \. \. \. \. \. 4 \n 3 \. \. \. \. \. \. \. 3 \n 2 \. \. \. \. \. \. \. 2 \n 1 \. \. \. \. \. \. \. 1 \n   A B C D E F G]
30 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[7\]KM\[0\.5\]AB\[aa\]\[bb\]AW\[ba\]\[cc\]PL\[W\]\)]

# An FF[3] record on 19x19 whose pass is written tt.
31 loadsgf games/old-pass.sgf
#? [white]
32 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[19\]KM\[0\.5\]\n;B\[pd\];W\[\];B\[dd\]\)]
33 showboard
#? [A B C D E F G H J K L M N O P Q R S T\n19(?: \.){19} 19 WHITE \(O\) has captured 0 stones\n18(?: \.){19} 18 BLACK \(X\) has captured 0 stones\n17(?: \.){19} 17\n16 \. \. \. X(?: \.){11} X \. \. \. 16\n15(?: \.){19} 15\n14(?: \.){19} 14\n13(?: \.){19} 13\n12(?: \.){19} 12\n11(?: \.){19} 11\n10(?: \.){19} 10\n 9(?: \.){19} 9 \n 8(?: \.){19} 8 \n 7(?: \.){19} 7 \n 6(?: \.){19} 6 \n 5(?: \.){19} 5 \n 4(?: \.){19} 4 \n 3(?: \.){19} 3 \n 2(?: \.){19} 2 \n 1(?: \.){19} 1 \n   A B C D E F G H J K L M N O P Q R S T]

# The ko of the record is still in force after loading: White may not
# retake at B3 until a move has been made elsewhere.
40 loadsgf games/ko.sgf
#? [white]
41 showboard
#? [A B C D E\n 5 \. \. \. \. \. 5  WHITE \(O\) has captured 0 stones\n 4 \. X O \. \. 4  BLACK \(X\) has captured 1 stones\n 3 X \. X O \. 3 \n 2 \. X O \. \. 2 \n 1 \. \. \. \. X 1 \n   A B C D E]
# refuses: play w B3 -> illegal move
42 showboard
#? [A B C D E\n 5 \. \. \. \. \. 5  WHITE \(O\) has captured 0 stones\n 4 \. X O \. \. 4  BLACK \(X\) has captured 1 stones\n 3 X \. X O \. 3 \n 2 \. X O \. \. 2 \n 1 \. \. \. \. X 1 \n   A B C D E]
43 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[5\]KM\[0\]\n;B\[bb\];W\[cb\];B\[ac\];W\[bc\];B\[bd\];W\[cd\];B\[ee\];W\[dc\];B\[cc\]\)]
44 play w E5
#? []
45 play b A5
#? []
46 play w B3
#? []
47 showboard
#? [A B C D E\n 5 X \. \. \. O 5  WHITE \(O\) has captured 1 stones\n 4 \. X O \. \. 4  BLACK \(X\) has captured 1 stones\n 3 X O \. O \. 3 \n 2 \. X O \. \. 2 \n 1 \. \. \. \. X 1 \n   A B C D E]

# Setup of both colours with Black to move (the position of genmove.tst).
48 loadsgf games/forced.sgf
#? [black]
49 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[5\]KM\[0\]AB\[ba\]\[da\]\[ab\]\[bb\]\[cb\]\[db\]\[eb\]\[ec\]\[ed\]AW\[ac\]\[bc\]\[cc\]\[dc\]\[ad\]\[bd\]\[cd\]\[dd\]\[ae\]\[be\]\[ce\]\[de\]PL\[B\]\)]

# A record whose third move is illegal loads up to (not including) it.
50 loadsgf games/occupied.sgf 3
#? [black]
51 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[0\]\n;B\[ee\];W\[dd\]\)]
