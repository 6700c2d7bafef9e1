# genmove and reg_genmove. Where the engine has a choice only the form of
# the answer is checked; in games/forced.sgf the answers are forced: Black
# captures twelve stones at E1 (every other empty point is one of his
# eyes), White has no legal move at all and passes.
#   5 . X . X .
#   4 X X X X X
#   3 O O O O X
#   2 O O O O X
#   1 O O O O .

1 loadsgf games/forced.sgf
#? [black]
# reg_genmove answers without playing.
2 reg_genmove black
#? [E1]
3 reg_genmove w
#? [PASS]
4 showboard
#? [\n   A B C D E\n 5 \. X \. X \. 5  WHITE \(O\) has captured 0 stones\n 4 X X X X X 4  BLACK \(X\) has captured 0 stones\n 3 O O O O X 3 \n 2 O O O O X 2 \n 1 O O O O \. 1 \n   A B C D E]
5 genmove W
#? [PASS]
6 genmove B
#? [E1]
7 showboard
#? [\n   A B C D E\n 5 \. X \. X \. 5  WHITE \(O\) has captured 0 stones\n 4 X X X X X 4  BLACK \(X\) has captured 12 stones\n 3 \. \. \. \. X 3 \n 2 \. \. \. \. X 2 \n 1 \. \. \. \. X 1 \n   A B C D E]
8 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[5\]KM\[0\]AB\[ba\]\[da\]\[ab\]\[bb\]\[cb\]\[db\]\[eb\]\[ec\]\[ed\]AW\[ac\]\[bc\]\[cc\]\[dc\]\[ad\]\[bd\]\[cd\]\[dd\]\[ae\]\[be\]\[ce\]\[de\]PL\[B\]\n;W\[\];B\[ee\]\)]
# genmove played the moves: undo takes them back.
9 undo
#? []
10 undo
#? []
11 showboard
#? [\n   A B C D E\n 5 \. X \. X \. 5  WHITE \(O\) has captured 0 stones\n 4 X X X X X 4  BLACK \(X\) has captured 0 stones\n 3 O O O O X 3 \n 2 O O O O X 2 \n 1 O O O O \. 1 \n   A B C D E]

# On an empty board any point will do; the move is played for that colour.
boardsize 9
clear_board
20 genmove b
#? [[A-HJ][1-9]]
21 reg_genmove w
#? [[A-HJ][1-9]]
22 genmove WHITE
#? [[A-HJ][1-9]]
23 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[0\]\n;B\[[a-i][a-i]\];W\[[a-i][a-i]\]\)]
24 undo
#? []
25 undo
#? []
26 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[0\]\)]
