# Handicap: fixed_handicap follows the table of GTP v2 section 4.1.1,
# place_free_handicap lets the engine choose, set_free_handicap takes the
# controller's choice. Handicap stones are setup, not moves: White moves
# next and undo cannot take them back.

# 19x19: every count of the table.
boardsize 19
192 fixed_handicap 2
#? [D4 Q16]
clear_board
193 fixed_handicap 3
#? [D4 Q16 D16]
clear_board
194 fixed_handicap 4
#? [D4 Q16 D16 Q4]
clear_board
195 fixed_handicap 5
#? [D4 Q16 D16 Q4 K10]
clear_board
196 fixed_handicap 6
#? [D4 Q16 D16 Q4 D10 Q10]
clear_board
197 fixed_handicap 7
#? [D4 Q16 D16 Q4 D10 Q10 K10]
clear_board
198 fixed_handicap 8
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16]
clear_board
199 fixed_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]
clear_board

boardsize 13
132 fixed_handicap 2
#? [D4 K10]
clear_board
133 fixed_handicap 3
#? [D4 K10 D10]
clear_board
134 fixed_handicap 4
#? [D4 K10 D10 K4]
clear_board
135 fixed_handicap 5
#? [D4 K10 D10 K4 G7]
clear_board
136 fixed_handicap 6
#? [D4 K10 D10 K4 D7 K7]
clear_board
137 fixed_handicap 7
#? [D4 K10 D10 K4 D7 K7 G7]
clear_board
138 fixed_handicap 8
#? [D4 K10 D10 K4 D7 K7 G4 G10]
clear_board
139 fixed_handicap 9
#? [D4 K10 D10 K4 D7 K7 G4 G10 G7]
clear_board

boardsize 9
92 fixed_handicap 2
#? [C3 G7]
clear_board
93 fixed_handicap 3
#? [C3 G7 C7]
clear_board
94 fixed_handicap 4
#? [C3 G7 C7 G3]
clear_board
95 fixed_handicap 5
#? [C3 G7 C7 G3 E5]
clear_board
96 fixed_handicap 6
#? [C3 G7 C7 G3 C5 G5]
clear_board
97 fixed_handicap 7
#? [C3 G7 C7 G3 C5 G5 E5]
clear_board
98 fixed_handicap 8
#? [C3 G7 C7 G3 C5 G5 E3 E7]
clear_board
99 fixed_handicap 9
#? [C3 G7 C7 G3 C5 G5 E3 E7 E5]
clear_board

# Even sizes and 7x7 take at most four stones; below 13x13 they go on the
# third line.
boardsize 10
104 fixed_handicap 4
#? [C3 H8 C8 H3]
clear_board
boardsize 12
124 fixed_handicap 4
#? [C3 K10 C10 K3]
clear_board
boardsize 7
74 fixed_handicap 4
#? [C3 E5 C5 E3]
clear_board
boardsize 25
259 fixed_handicap 9
#? [D4 W22 D22 W4 D13 W13 N4 N22 N13]

# The record shows the handicap as setup with White to move.
boardsize 19
komi 0.5
300 fixed_handicap 3
#? [D4 Q16 D16]
301 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[19\]KM\[0\.5\]HA\[3\]AB\[dp\]\[pd\]\[dd\]PL\[W\]\)]
# undo has no move to take back.
# refuses: undo -> cannot undo
302 showboard
#? [A B C D E F G H J K L M N O P Q R S T\n19(?: \.){19} 19 WHITE \(O\) has captured 0 stones\n18(?: \.){19} 18 BLACK \(X\) has captured 0 stones\n17(?: \.){19} 17\n16 \. \. \. X(?: \.){11} X \. \. \. 16\n15(?: \.){19} 15\n14(?: \.){19} 14\n13(?: \.){19} 13\n12(?: \.){19} 12\n11(?: \.){19} 11\n10(?: \.){19} 10\n 9(?: \.){19} 9 \n 8(?: \.){19} 8 \n 7(?: \.){19} 7 \n 6(?: \.){19} 6 \n 5(?: \.){19} 5 \n 4 \. \. \. X(?: \.){15} 4 \n 3(?: \.){19} 3 \n 2(?: \.){19} 2 \n 1(?: \.){19} 1 \n   A B C D E F G H J K L M N O P Q R S T]
303 play w Q4
#? []
304 undo
#? []
305 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[19\]KM\[0\.5\]HA\[3\]AB\[dp\]\[pd\]\[dd\]PL\[W\]\)]

# place_free_handicap: the fixed points, then the 3-3 points.
boardsize 19
402 place_free_handicap 2
#? [D4 Q16]
clear_board
403 place_free_handicap 3
#? [D4 Q16 D16]
clear_board
404 place_free_handicap 4
#? [D4 Q16 D16 Q4]
clear_board
405 place_free_handicap 5
#? [D4 Q16 D16 Q4 K10]
clear_board
406 place_free_handicap 6
#? [D4 Q16 D16 Q4 D10 Q10]
clear_board
407 place_free_handicap 7
#? [D4 Q16 D16 Q4 D10 Q10 K10]
clear_board
408 place_free_handicap 8
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16]
clear_board
409 place_free_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]
clear_board
410 place_free_handicap 10
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10 C3]
clear_board
411 place_free_handicap 11
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10 C3 R17]
clear_board
412 place_free_handicap 12
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10 C3 R17 C17]
clear_board
413 place_free_handicap 13
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10 C3 R17 C17 R3]
414 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[19\]KM\[0\.5\]HA\[13\]AB\[dp\]\[pd\]\[dd\]\[pp\]\[dj\]\[pj\]\[jp\]\[jd\]\[jj\]\[cq\]\[qc\]\[cc\]\[qq\]PL\[W\]\)]

boardsize 9
420 place_free_handicap 9
#? [C3 G7 C7 G3 C5 G5 E3 E7 E5]
421 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. \. 9  WHITE \(O\) has captured 0 stones\n 8 \. \. \. \. \. \. \. \. \. 8  BLACK \(X\) has captured 0 stones\n 7 \. \. X \. X \. X \. \. 7 \n 6 \. \. \. \. \. \. \. \. \. 6 \n 5 \. \. X \. X \. X \. \. 5 \n 4 \. \. \. \. \. \. \. \. \. 4 \n 3 \. \. X \. X \. X \. \. 3 \n 2 \. \. \. \. \. \. \. \. \. 2 \n 1 \. \. \. \. \. \. \. \. \. 1 \n   A B C D E F G H J]
clear_board
# Any count up to one less than the number of points. Beyond 13 stones
# the points are the engine's choice; a repeated point would make the
# command fail, so 80 points in the record are 80 stones.
422 place_free_handicap 80
#? [(?:[A-HJ][1-9] ){79}[A-HJ][1-9]]
423 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[0\.5\]HA\[80\]AB(?:\[[a-i][a-i]\]){80}PL\[W\]\)]

# set_free_handicap: any points, in any case, in the order given.
boardsize 9
500 set_free_handicap e5 C3 G7
#? []
501 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[0\.5\]HA\[3\]AB\[ee\]\[cg\]\[gc\]PL\[W\]\)]
502 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. \. 9  WHITE \(O\) has captured 0 stones\n 8 \. \. \. \. \. \. \. \. \. 8  BLACK \(X\) has captured 0 stones\n 7 \. \. \. \. \. \. X \. \. 7 \n 6 \. \. \. \. \. \. \. \. \. 6 \n 5 \. \. \. \. X \. \. \. \. 5 \n 4 \. \. \. \. \. \. \. \. \. 4 \n 3 \. \. X \. \. \. \. \. \. 3 \n 2 \. \. \. \. \. \. \. \. \. 2 \n 1 \. \. \. \. \. \. \. \. \. 1 \n   A B C D E F G H J]
clear_board
503 set_free_handicap A1 j9
#? []
504 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[9\]KM\[0\.5\]HA\[2\]AB\[ai\]\[ia\]PL\[W\]\)]
clear_board
boardsize 2
505 set_free_handicap A1 B2 A2
#? []
506 showboard
#? [A B\n 2 X X 2  WHITE \(O\) has captured 0 stones\n 1 X \. 1  BLACK \(X\) has captured 0 stones\n   A B]
