# Scoring commands on a position that Benson's unconditional life settles:
# two walls with two eyes each, a dame column between them, and a dead
# White stone at A5 inside Black's territory. Black: 16 empty points + A5
# = 17 territory, +1 prisoner (A5 removed) = 18. White: 17 territory +
# 0.5 komi = 17.5. Result B+0.5.

loadsgf games/two-walls.sgf
10 final_score
#? [B\+0\.5]

11 final_status_list dead
#? [A5]

12 final_status_list dame
#? [E1 E2 E3 E4 E5 E6 E7 E8 E9]

13 final_status_list black_territory
#? [A1 C1 A2 C2 A3 C3 A4 C4 C5 A6 C6 A7 C7 A8 C8 A9]

14 final_status_list white_territory
#? [G1 J1 G2 J2 G3 J3 G4 J4 G5 J5 G6 J6 G7 J7 G8 J8 J9]

15 final_status_list seki
#? []

16 final_status_list alive
#? [B1 D1 B2 D2 B3 D3 B4 D4 B5 D5 B6 D6 B7 D7 B8 D8 B9 C9 D9\nF1 H1 F2 H2 F3 H3 F4 H4 F5 H5 F6 H6 F7 H7 F8 H8 F9 G9 H9]

20 final_status E5
#? [dame]

21 final_status a5
#? [dead]

22 final_status A1
#? [black_territory]

23 final_status J9
#? [white_territory]

24 final_status D4
#? [alive]

# The same position with its open dame left unfilled (Art. 8 as written,
# beside final_score's reading): both walls touch the dame column, so both
# are in seki, their eyes count nothing and A5, in no territory, stays.
25 kakunin-score_stats
#? [(.*\n)*With the open dame left unfilled \(Art\. 8 as written\): Black 0 territory \+ 0 prisoners; White 0 territory \+ 0 prisoners, komi 0\.5: W\+0\.5]

# Scoring never changes the game: the record and the board stay.
30 final_score
#? [B\+0\.5]

31 printsgf
#? [\(;FF\[4\]GM\[1\]CA\[UTF-8\]AP\[kakunin:[0-9.]+\]RU\[Japanese\]SZ\[9\]KM\[0\.5\]AB(\[[a-i]{2}\]){19}AW(\[[a-i]{2}\]){20}PL\[B\]\)]

# Komi moves the result. Under territory counting a stone played in one's
# own territory costs its point: Black fills A6 and A4 and captures A5 in
# play (a prisoner instead of a removed dead stone): 15 territory + 1
# prisoner = 16 against White's 17 + 2.5.
komi 2.5
40 final_score
#? [W\+1\.5]

play W E5
play B A6
play W pass
play B A4
41 final_score
#? [W\+3\.5]

42 final_status E5
#? [alive]

# An empty board: no live stones and no territory, so White wins by komi.
clear_board
komi 6.5
50 final_score
#? [W\+6\.5]

51 final_status_list dead
#? []

# A real finished game with a seki: GNU Go against itself on 9x9, played
# to two passes (games/selfplay-seki.sgf). In the upper right the black
# group with the eye F7 and the white group with the eye J9 share the
# liberty G8: neither can fill it, so both live in seki and their eyes
# count nothing (Art. 8). The rest is White's: the black stones on the
# left and in the lower middle are dead in White's area. GNU Go scores
# it the same (W+58.5, the same dead stones). The areas of this board
# are too large for the search, so the estimate decides these strings.
loadsgf games/selfplay-seki.sgf
60 final_score
#? [W\+58\.5]
61 final_status_list seki
#? [E6 F6 G6 J6 E7 G7 H7 J7 E8 F8 D9 E9 F9\nH8 J8 G9 H9]
62 final_status_list dead
#? [C1 C2\nF2\nE4\nG4 H4\nD5\nB8 B9]
63 final_status G8
#? [dame]
64 final_status F7
#? [dame]
65 final_status J9
#? [dame]

# Two games of GNU Go against itself stopped with much left unsettled
# (weak levels, random opening moves). Their areas are too large for the
# search, so the estimate decides every string. In the first, the
# playouts keep the black stones H2 H3 in just under the share a string
# needs to live, but no live white stone is near them: every white string
# is dead, so nothing could capture them for good (Art. 7-1), and they
# are alive. Counted dead, they would make the whole black area, which
# would then hold a dead black string, dame (W+6.5, everything in seki).
# GNU Go scores it the same: B+71.5, the same dead stones.
loadsgf games/unsettled-black-area.sgf
70 final_score
#? [B\+71\.5]
71 final_status_list dead
#? [E1 D2 E2 F2\nA2 A3\nG3\nD4 E4\nH4\nA5\nF5\nJ5\nE6]
72 final_status H2
#? [alive]
73 final_status_list seki
#? []
# The same with the colours the other way: the white stone A8, in White's
# area among dead black stones. GNU Go: W+83.5, the same dead stones.
loadsgf games/unsettled-white-area.sgf
74 final_score
#? [W\+83\.5]
75 final_status_list dead
#? [C1 C2\nA2\nH2 H3\nA5\nJ5\nB6 B7\nH6\nD7\nC8\nJ8\nG9]
76 final_status A8
#? [alive]
77 final_status_list seki
#? []

# A corner left unsettled at the stop (games/critical-corner.sgf, GNU Go
# against itself on 9x9, komi 6.5; GNU Go's printsgf folds the prisoners
# into the komi it writes, 7.5). White's group A2 ... D4 and its stone D1 share
# the space A1 B1 C1 C2 D2 beside Black's E1. Black, moving first in the
# confirmation (Art. 7-1), kills: Black C1 (atari on D1), White D2, Black
# B1, White passes (any stone of its own fills a liberty it needs), Black
# C2, White A1 takes three, Black C1 again in the bent three it leaves,
# and White is dead. So the corner is dead, and it is Black's territory.
# The corner's whole area joins the rest of the board, too large to
# search, so it is searched in its own points. GNU Go, reading the same
# position, calls the corner critical and dead too, but also the black
# stones C9 and D8 at the top, which the search reads alive (White's
# first try at each is refuted); it says B+13.5.
# Black: 19 empty points and the 12 points of the dead stones = 31, + 12
# prisoners = 43; White: 8 points + 7.5 komi = 15.5. B+27.5.
loadsgf games/critical-corner.sgf
80 final_score
#? [B\+27\.5]
81 final_status_list dead
#? [D1\nA2 B2 E2 A3 B3 C3 D3 E3 A4 D4\nC5]
82 final_status C1
#? [black_territory]
83 final_status C9
#? [alive]
84 kakunin-explain B2
#? [(VAR .*\n)?TEXT B2 \(white string of 10 stones\) is dead, removed as prisoners in the count \(Art\. 10\)\. In the confirmation phase Black, moving first, captures it for good.*]

# A three-way seki in a real game, GNU Go against itself on 9x9, played to
# two passes (games/three-way-seki.sgf). In the lower right the white
# string F1 (liberties G1, H3), the white stone H1 (G1, J1) and the black
# pair H2 J2 (H3, J1) all live, in seki. White, attacking the pair first
# (Art. 7-1), has nothing: at H3 it puts its own string in atari (Black
# G1 takes twelve stones); at G1 it joins its two strings into a plain
# seki with the pair; at J1 (atari on the pair and on H1) Black G1 takes
# two stones, White H1 takes one back, and the position repeats: a cycle
# captures nothing. GNU Go scores it the same, W+1.5. The board is too
# large to search whole, so the pair is read in the points it lives or
# dies in, which take in both white strings with their liberties (each
# has only one liberty away from the pair); the stones of the white
# string of eleven stay off them, so once Black has taken it, the room
# it leaves is Black's and the reading stops there.
# Black: 19 points; White: 12 points + 8.5 komi (GNU Go's, holding the
# prisoners) = 20.5. W+1.5.
loadsgf games/three-way-seki.sgf
90 final_score
#? [W\+1\.5]
91 final_status_list dead
#? []
92 final_status_list seki
#? [F1 E2 F2 G2 F3 G3 J3 G4 H4 J4 J5\nH1\nH2 J2]
93 final_status J1
#? [dame]
94 kakunin-explain H2
#? [(VAR .*\n)?TEXT H2 \(black string of 2 stones\) is alive in seki.*cannot capture it for good.* There Black's stones have a liberty in the room left by the White string they took, of seven stones or more: room for two eyes whatever is thrown in, so the reading stops\. It lives only through play that repeats forever.*]

# A real game, GNU Go against itself on 9x9 (levels 8 and 7), played to two
# passes (games/bulky-five-nakade.sgf). The white group of fifteen stones
# at the top right has two liberties, D6 and J9; the five black stones J6
# H7 J7 H8 J8 inside it have one, J9. Black, moving first (Art. 7-1),
# plays D6; White J9 takes the five stones and leaves a bulky five (the
# square H7 H8 J7 J8 and J6), and Black's stone on its vital point J7
# kills the group. The area is too large to search, so the estimate
# decides: its playouts must play that vital point (counted alive, the
# white group made every point of the board dame or seki, W+15.5). GNU Go
# scores it the same: B+33.5, the same dead stones.
loadsgf games/bulky-five-nakade.sgf
95 final_score
#? [B\+33\.5]
96 final_status_list dead
#? [H1\nH4 H5 J5 G6 H6 D7 F7 G7 D8 E8 F8 G8 F9 G9 H9]
97 final_status J8
#? [alive]
98 kakunin-explain F9
#? [(VAR .*\n)?TEXT F9 \(white string of 15 stones\) is dead, removed as prisoners in the count \(Art\. 10\)\..*playouts from the position decide: White keeps it in.*]

# A real game, GNU Go against itself on 9x9 (levels 2 and 8), played to two
# passes (games/left-edge-race.sgf). On the left the white string B1 B2
# B3 B4 C1, the black pair B5 B6 and the white group of eleven stones
# above them fight along the A column. The area is too large to search
# whole, so each string is read in the points it lives or dies in, with
# a quarter of the budget: at the default budget the white group of
# eleven needs more (some 93,000 nodes against 50,000), the strings read
# after it get a tenth of that, and the playouts keep the string B1 in
# 58.5%, under the 62.5% a string needs: counted dead, it leaves the left
# side dame (W+6.5). With twice the budget both white strings are read
# alive and the pair dead: W+22.5, GNU Go's count and dead stones. (The
# default is not raised for it: on GNU Go's 30 records twice the budget
# takes two thirds more CPU, every count the same.)
loadsgf games/left-edge-race.sgf
99 kakunin-score_param nodes 400000
#? []
100 final_score
#? [W\+22\.5]
101 final_status_list dead
#? [B5 B6]
102 final_status B1
#? [alive]
103 kakunin-score_param nodes 200000
#? []

# A real game, GNU Go against itself on 13x13 (levels 0 and 1), played to
# two passes (games/shared-fate.sgf). The black group on the left (the
# string B6 ... C11 of twelve stones and the stones A3 B4 D4 C5 beside it)
# lies inside White's stones, in an area too large to search, so the
# playouts decide. They keep its strings in 59% to 63% of their games,
# either side of the 62.5% a string needs; decided one by one, half of the
# group lived and half died, the dead half made every point around dame,
# and White's whole territory went (B+37.5). The playouts lose those
# strings together, so they are decided together, on their share as a
# whole (62.3%): all dead, W+36.5, GNU Go's count and dead stones.
loadsgf games/shared-fate.sgf
104 final_score
#? [W\+36\.5]
105 final_status_list dead
#? [A3\nB4\nD4\nC5\nB6 B7 C7 D7 E7 B8 D8 B9 B10 C10 D10 C11]
106 final_status A2
#? [white_territory]

# A real game, GNU Go against itself on 13x13, played to two passes
# (games/atari-escape.sgf). In the lower left the black string A3 B3 C3 C4
# C2 C1 D2 has two liberties, A2 and B2, beside the white stone B1; the
# white pair A4 B4 next to it is in atari at A5. Read only in the corner
# (B1, A1, A2, B2 and the black string), Black cannot take B1, so it lived
# in seki, the points around it went dame and Black lost its territory on
# the left (W+8.5). But the black string gets out by taking the pair at A5,
# and then B1 dies: a string in atari beside the attacker's strings is
# part of the fight, its liberty read with the corner. B+7.5, GNU Go's
# count and dead stones.
loadsgf games/atari-escape.sgf
107 final_score
#? [B\+7\.5]
108 final_status_list dead
#? [B1\nF3\nA4 B4\nM5]
109 final_status_list seki
#? []
110 final_status A2
#? [black_territory]

# Example 7-1's bent four in the corner, the black wall around it not
# settled (its territory an open area of fifteen points; a constructed
# position, games/bent-four-open-wall.sgf). The whole area's reading of the
# wall runs out of nodes; the corner is then read in the points it lives or
# dies in, smallest first, and the bent four is dead as the rules have it
# (it was left to the playouts, which keep it alive, and counted B+11).
# Black: 15 points of the open area + A2 D1 + the 7 points of the removed
# stones = 24, + 7 prisoners. White: A9 C9 F9 H9 = 4.
loadsgf games/bent-four-open-wall.sgf
111 final_status_list dead
#? [E1 B2 C2 D2 E2 A3 B3]
112 final_score
#? [B\+27]
113 final_status B2
#? [dead]

# A seki in the corner with a lone stone at its edge (a constructed
# position, the shape of a real game's corner; games/seki-edge-stone.sgf).
# The black corner group and the white group inside it share three
# liberties; White's lone stone N9 takes Black's outside liberty N8, and
# its other liberty N10 opens onto White's whole area. Read with N9 in the
# fight, Black's points take in White's area, too large to search, and the
# playouts, which fill seki liberties, kept it in 56% of them: dead, W+7.
# Read with the strings around held fixed (Black never taking N9), Black
# lives: that proves its life, though it is no evidence of a seki, and the
# white group inside stays estimated. Black: A1 to E13 = 65. White: its 36
# points less N10, its protective stone once Black fills N8 = 35. B+30.
loadsgf games/seki-edge-stone.sgf
114 final_status L1
#? [alive]
115 final_status_list dead
#? []
116 kakunin-explain_text L1
#? [L1: decided by confirmation search, strings around held \(Art\. 7\)\nL1 \(black string of 16 stones\) is alive\.\n.*]
117 final_score
#? [B\+30]
# The white group inside is read too, with Black's corner held, where it
# cannot be proven alive; the estimate decides it, and says so.
118 kakunin-explain_text M2
#? [M2: decided by playout estimate .*\nM2 \(white string of 4 stones\) is alive\.\nThe confirmation search read it only in 3 empty points with the Black strings around them held fixed, which can prove a life but no capture, and found no life; .*]
