# Time control: time_settings (Canadian byo-yomi of GTP v2), the KGS
# extension kgs-time_settings, and time_left. They answer nothing and do
# not touch the game; the engine still answers genmove within its time.
# A playout cap as well, so that the suite stays quick:
# engine-args: --playouts 3000

1 loadsgf games/forced.sgf
#? [black]
2 time_settings 600 30 5
#? []
3 time_left black 120 0
#? []
4 time_left w 25 3
#? []
# byo-yomi time with no stones: no limit; no byo-yomi time: absolute.
5 time_settings 0 1 0
#? []
6 time_settings 300 0 0
#? []
7 kgs-time_settings none
#? []
8 kgs-time_settings absolute 1800
#? []
9 kgs-time_settings byoyomi 600 30 5
#? []
10 kgs-time_settings canadian 600 300 25
#? []
11 kgs-time_settings ByoYomi 0 10 3
#? []
12 time_left b 10 1
#? []
13 time_left WHITE 0 0
#? []
14 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9]+\.[0-9]+\.[0-9]+\]RU\[Japanese\]SZ\[5\]KM\[0\]AB\[ba\]\[da\]\[ab\]\[bb\]\[cb\]\[db\]\[eb\]\[ec\]\[ed\]AW\[ac\]\[bc\]\[cc\]\[dc\]\[ad\]\[bd\]\[cd\]\[dd\]\[ae\]\[be\]\[ce\]\[de\]PL\[B\]\)]
15 genmove w
#? [PASS]
16 genmove b
#? [PASS]
17 showboard
#? [A B C D E\n 5 \. X \. X \. 5  WHITE \(O\) has captured 0 stones\n 4 X X X X X 4  BLACK \(X\) has captured 0 stones\n 3 O O O O X 3 \n 2 O O O O X 2 \n 1 O O O O \. 1 \n   A B C D E]
