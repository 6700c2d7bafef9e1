# genmove and reg_genmove, with a playout budget so that the moves depend
# on the seed only:
# engine-args: --playouts 3000
# Where the engine has a choice only the form of the answer is checked.
# In games/forced.sgf White has no legal move at all and passes; Black
# could capture twelve stones at E1 (every other empty point is one of his
# eyes), but they are dead already: they are taken off at the end as
# prisoners, and E1 would fill a point of his own territory (Art. 8, 10).
# So Black passes too.
#   5 . X . X .
#   4 X X X X X
#   3 O O O O X
#   2 O O O O X
#   1 O O O O .

1 loadsgf games/forced.sgf
#? [black]
# reg_genmove answers without playing.
2 reg_genmove black
#? [PASS]
3 reg_genmove w
#? [PASS]
4 showboard
#? [A B C D E\n 5 \. X \. X \. 5  WHITE \(O\) has captured 0 stones\n 4 X X X X X 4  BLACK \(X\) has captured 0 stones\n 3 O O O O X 3 \n 2 O O O O X 2 \n 1 O O O O \. 1 \n   A B C D E]
5 genmove W
#? [PASS]
6 genmove B
#? [PASS]
7 showboard
#? [A B C D E\n 5 \. X \. X \. 5  WHITE \(O\) has captured 0 stones\n 4 X X X X X 4  BLACK \(X\) has captured 0 stones\n 3 O O O O X 3 \n 2 O O O O X 2 \n 1 O O O O \. 1 \n   A B C D E]
8 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[5\]KM\[0\]AB\[ba\]\[da\]\[ab\]\[bb\]\[cb\]\[db\]\[eb\]\[ec\]\[ed\]AW\[ac\]\[bc\]\[cc\]\[dc\]\[ad\]\[bd\]\[cd\]\[dd\]\[ae\]\[be\]\[ce\]\[de\]PL\[B\]\n;W\[\];B\[\]\)]
# genmove played the moves: undo takes them back.
9 undo
#? []
10 undo
#? []
11 showboard
#? [A B C D E\n 5 \. X \. X \. 5  WHITE \(O\) has captured 0 stones\n 4 X X X X X 4  BLACK \(X\) has captured 0 stones\n 3 O O O O X 3 \n 2 O O O O X 2 \n 1 O O O O \. 1 \n   A B C D E]
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

# Tactics: a big string in atari is taken before it runs out; an own one
# is saved (games/capture-nine.sgf, games/save-six.sgf).
#   7 . . X X X X . . .          7 . . . O O O . . .
#   6 . X O O O O X . .          6 . . O X X X O . .
#   5 . X O O O O X . .          5 . . O X X X . . .
#   4 . . X X X O X . .          4 . . . O O O . . .
#   3 . . . . . . . . .
30 loadsgf games/capture-nine.sgf
#? [black]
31 reg_genmove b
#? [F3]
32 loadsgf games/save-six.sgf
#? [black]
33 reg_genmove b
#? [G5]

# A finished game (games/finished.sgf, W+5): every move fills one's own
# territory (a point lost, Art. 8) or dies in the opponent's. Neither side
# plays; a pass answers a pass.
#   7 . . X O . . .
#   6 . . X O . . .
#   5 X X X O O O O
#   4 . . X O . . .
#   3 . . X O . . .
#   2 X X X O O O O
#   1 . . X O . . .
40 loadsgf games/finished.sgf
#? [black]
41 genmove b
#? [PASS]
42 genmove w
#? [PASS]
43 final_score
#? [W\+5]
44 undo
#? []
45 reg_genmove w
#? [PASS]

# Example 24: the open dame D13 keeps the black group in seki; Black fills
# it before he would pass, even after White's pass.
50 loadsgf rules/ex24-filling-dame.sgf
#? [black]
51 play w pass
#? []
52 genmove b
#? [D13]

# kgs-genmove_cleanup: the dead white stone B6 in Black's territory
# (games/cleanup.sgf, W+5) is taken off before Black passes.
#   7 . . X O . . .
#   6 . O X O . . .
#   5 . . X O . . .
#   4 X X X O O O O
60 loadsgf games/cleanup.sgf
#? [black]
61 final_status_list dead
#? [B6]
62 kgs-genmove_cleanup b
#? [A6|B7|B5]

# The statistics of the last search.
70 kakunin-stats
#? [playouts [0-9]+ seconds [0-9.]+ playouts_per_second [0-9]+ win_rate [0-9.]+ reused_visits [0-9]+]

# Tree reuse: each search carries on the tree of the last one where the
# game went on from it. White's search starts from the subtree of Black's
# move in Black's tree; after a new game nothing is carried on.
boardsize 9
clear_board
komi 6.5
genmove b
71 kakunin-stats
#? [.* reused_visits 0]
genmove w
72 kakunin-stats
#? [.* reused_visits [1-9][0-9]*]
genmove b
73 kakunin-stats
#? [.* reused_visits [1-9][0-9]*]
clear_board
genmove b
74 kakunin-stats
#? [.* reused_visits 0]
# An empty board of another size is another position: nothing carried on
# (the 9x9 tree's moves are off a 7x7 board).
boardsize 7
genmove b
75 kakunin-stats
#? [.* reused_visits 0]
