# GoGui analyze commands on Life-and-Death Example 7-1 (bent four in the
# corner, rules/ex07-1-bent-four.sgf): the scored position as gfx, why a
# string is what the count says, and the window title. tests/analyze.rs
# parses every analyze type's answer and checks it against the scoring
# commands; this suite pins the exact text.

loadsgf rules/ex07-1-bent-four.sgf

# Territory as BLACK/WHITE squares, dead stones MARKed, the count as TEXT.
10 kakunin-score_gfx
#? [BLACK D1 G1 J1 A2 H4 B6 E6 H6\nWHITE A9 C9 F9 H9\nMARK E1 B2 C2 D2 E2 A3 B3\nTEXT Black 15 territory \+ 7 prisoners; White 4 territory \+ 0 prisoners, komi 0: B\+18]

# The white corner is dead: Black, moving first, captures it for good.
20 kakunin-explain B2
#? [VAR b [A-J][1-9]( [bw] ([A-J][1-9]|PASS))*\nTEXT B2 \(white string of 7 stones\) is dead, removed as prisoners in the count \(Art\. 10\)\. In the confirmation phase Black, moving first, captures it for good \(Art\. 7-1\): Black 1 at .*]

# The black corner stones live: White's attack is refuted.
21 kakunin-explain A1
#? [VAR w .*\nTEXT A1 \(black string of 3 stones\) is alive\. In the confirmation phase White, moving first, cannot capture it for good \(Art\. 7-1\); the attacker's first try is refuted: White 1 at .*]

# Unconditional life needs no reading.
22 kakunin-explain J9
#? [TEXT J9 \(white string of 14 stones\) is alive\. No reading needed: it is unconditionally alive \(its eyes cannot be taken, Benson\)\.]

23 kakunin-explain G1
#? [TEXT G1 is Black's territory: enclosed by black's live stones alone \(Art\. 8\)\.]

# The same as text for GoGui's window (hpstring): which stage decided
# first, then a sentence a line and a move of the line a line.
24 kakunin-explain_text B2
#? [B2: decided by confirmation search \(Art\. 7\)\nB2 \(white string of 7 stones\) is dead, removed as prisoners in the count \(Art\. 10\)\.\nIn the confirmation phase Black, moving first, captures it for good \(Art\. 7-1\):\n  Black 1 at [A-J][1-9]\n(  (Black|White) [0-9]+ (at [A-J][1-9]( captures [0-9]+ stones?)?|passes[a-z A-J0-9]*)\n)*There White can no longer make two eyes: .*\.]

25 kakunin-explain_text J9
#? [J9: decided by unconditional life \(Benson\)\nJ9 \(white string of 14 stones\) is alive\.\nNo reading needed: it is unconditionally alive \(its eyes cannot be taken, Benson\)\.]

26 kakunin-explain_text G1
#? [G1: counted from the statuses of the stones around it \(Art\. 8\)\nG1 is Black's territory: enclosed by black's live stones alone \(Art\. 8\)\.]

30 gogui-title
#? [kakunin [0-9.]+: 9x9, komi 0, Japanese rules \(1989\)]

# The dead stones as GoGui's plist entry asks for them.
40 final_status_list dead
#? [E1 B2 C2 D2 E2 A3 B3]

# A string in an area larger than the search reads exactly is not searched
# at all: the text says so (not that a budget ran out) and gives the share
# of the playouts that decided it.
loadsgf games/cleanup.sgf
50 kakunin-explain D4
#? [TEXT D4 \(white string of 10 stones\) is alive\. The confirmation search did not read it: the area it lives or dies in has 18 empty points, more than the search reads exactly \(16, kakunin-score_param max_area\); playouts from the position decide: White keeps it in [0-9.]+% of them, and a string lives only if kept in 62\.5% or more, since the opponent may move first \(Art\. 7-1\)\.]
51 kakunin-score_stats
#? [(.*\n)*playout estimate \(not settled by the search\): 1 strings alive, 0 strings dead\n(.*\n)*Count \(territory \+ prisoners\): .*: W\+5\n.*]

# A string the playouts keep in less than that share (some 60%), but that
# no live stone of the other side comes near, is counted alive: the text
# says why.
loadsgf games/unsettled-black-area.sgf
52 kakunin-explain H2
#? [(VAR .*\n)?TEXT H2 \(black string of 2 stones\) is alive\. .*playouts from the position decide: Black keeps it in ([0-5]?[0-9]|6[01])\.[0-9]% of them, and a string lives only if kept in 62\.5% or more, since the opponent may move first \(Art\. 7-1\); but no live white stone comes near it \(its region touches only live black stones\), so nothing could capture it for good and it is counted alive\.( .*)?]

# The settling of a stopped game, on Example 1 after White's line (the
# commentary's "White gains 2 points"): Black fills the neutral point A1,
# which puts the white stone B1 in atari; White's protective stone C1
# saves it and costs White that point (W+10; left unfilled, W+13).
loadsgf rules/ex01-three-points-without-capturing.sgf
play w A1
play b B2
play w B1
play b C1
play w C2
play b A2
play w B1
60 kakunin-score_stats
#? [(.*\n)*Settling: 1 neutral points filled; 1 protective stones paid for by their owner \(white C1\); 0 seki points left open\nCount \(territory \+ prisoners\): .*: W\+10\n.*: W\+13]
61 kakunin-explain C1
#? [TEXT C1 is White's protective stone: once the neutral point A1 is filled, white must add it to save the string at B1, and pays for it with this point \(the Art\. 9 commentary\)\.]
62 kakunin-explain A1
#? [TEXT A1 is a neutral point: the settling of the stopped game fills it with a black stone, which counts for nobody \(the Art\. 9 commentary\)\.]

# Static safety: the black stone C5 has two eyes, D5 and the pair A5 B5,
# whose A5 it does not touch. Benson cannot call it alive; White's B5 is
# answered at A5, which takes it, and White's A5 needs no answer, so C5
# keeps a liberty in both (src/confirm/safety.rs). The wall lives by
# Benson; the four white stones die in its eye. Black: A5 B5 D5 A1 E1 C2
# and the four dead stones' points = 10, and 4 prisoners: B+14.
loadsgf games/eye-kept-by-an-answer.sgf
70 final_score
#? [B\+14]
71 kakunin-score_stats
#? [unconditional life \(Benson\): 1 strings alive, 0 strings dead\nstatic safety \(two vital regions, answered locally\): 1 strings alive, 0 strings dead\nsafe territory \(joined by miai to safe strings; no room for two eyes\): 0 strings alive, 0 strings dead\nconfirmation search \(Art\. 7\): 0 strings alive, 1 strings dead\n(.*\n)*Count \(territory \+ prisoners\): Black 10 \+ 4 = 14; White 0 \+ 0 \+ komi 0 = 0: B\+14(\n.*)*]
72 kakunin-explain C5
#? [TEXT C5 \(black stone\) is alive\. No reading needed: it keeps a liberty in each of two regions, or zones of a territory read as if the opponent held the rest of it for good, whatever the opponent plays there, its owner answering in the region or zone played in \(static safety: here A5 B5, and D5\); the opponent moving first cannot capture it \(Art\. 7-1\)\.]
73 final_status_list dead
#? [B3 C3 D3 C4]

# Safe territory (src/confirm/territory.rs): the black string A4-D4 has
# only the liberties A5 B5 C5 D5, each next to the black group above,
# unconditionally alive by its eyes A7 and C7. White taking one, Black
# joins at another: the string lives with no reading, and the explanation
# names the pair the proof stands on (a pair next to the group; which
# one is the proof's choice). Black: A7 C7 A5-D5 = 6; White: the G
# column, F3 and rows 1-2 = 20. W+14.
loadsgf games/joined-by-miai.sgf
80 final_status A4
#? [alive]
81 kakunin-score_stats
#? [unconditional life \(Benson\): 1 strings alive, 0 strings dead\nstatic safety \(two vital regions, answered locally\): 0 strings alive, 0 strings dead\nsafe territory \(joined by miai to safe strings; no room for two eyes\): 1 strings alive, 0 strings dead\n(.*\n)*Count \(territory \+ prisoners\): Black 6 \+ 0 = 6; White 20 \+ 0 \+ komi 0 = 20: W\+14(\n.*)*]
82 kakunin-explain_text A4
#? [A4: decided by safe territory \(joined by miai to safe strings; no room for two eyes\)\nA4 \(black string of 4 stones\) is alive\.\nNo reading needed: it has two liberties, [A-D]5 and [A-D]5, each next to stones that cannot be captured, that no other proof counts on; if the opponent takes one, its owner joins them at the other \(miai\), so the opponent moving first cannot capture it \(Art\. 7-1\)\.]
83 final_score
#? [W\+14]

# Safe territory, the other rule: the white stone B4 stands in a pocket of
# nine points of the black group, unconditionally alive by its eyes A7,
# C7, A1 and C1. Only A4 and B4 there touch no black stone, next to each
# other: no room for two eyes, and the explanation names them. Black: the
# four eyes + the pocket (8 empty + B4) = 13, + 1 prisoner = 14; White:
# the F and G columns = 14. A draw.
loadsgf games/no-room-for-two-eyes.sgf
84 final_status B4
#? [dead]
85 kakunin-explain_text B4
#? [B4: decided by safe territory \(joined by miai to safe strings; no room for two eyes\)\nB4 \(white stone\) is dead, removed as prisoners in the count \(Art\. 10\)\.\nNo reading needed: it stands in a region that Black's stones, which cannot be captured, enclose, with no room for two eyes \(no two points apart there touch none of Black's stones: only A4 and B4 there\); Black fills its liberties and takes it \(Art\. 7-1\)\.]
86 final_score
#? [0]

# A dead stone beside an open dame, read with its owner's large string
# held: the black stone C9 stands in the corner of White's group, which
# lives by its eyes A6 and C6 (Benson), next to the dame D9, through which
# its area reaches Black's whole side (too large to search). Held fixed,
# Black's wall E4-E9 cannot be taken, and C9 would live by joining it; no
# white string has a liberty beyond it, so only the corner and D9 are
# read, and the capture found there is proven (src/confirm/areas.rs,
# Hold::Allies): White plays D9, and the corner leaves Black no room for
# two eyes. Black: rows 1-3 (27) + F4-J9 (24) = 51; White: the corner
# (5 empty + C9) + A6 C6 = 8, + 1 prisoner = 9; D9 filled as a neutral
# point. B+42.
loadsgf games/dead-beside-open-dame.sgf
90 final_status_list dead
#? [C9]
91 kakunin-score_stats
#? [(.*\n)*confirmation search, strings around held \(Art\. 7\): 0 strings alive, 1 strings dead\n(.*\n)*Count \(territory \+ prisoners\): Black 51 \+ 0 = 51; White 8 \+ 1 \+ komi 0 = 9: B\+42(\n.*)*]
92 kakunin-explain_text C9
#? [C9: decided by confirmation search, strings around held \(Art\. 7\)\nC9 \(black stone\) is dead, removed as prisoners in the count \(Art\. 10\)\.\nRead in the points it lives or dies in short of Black's large strings around them, held fixed \(White may not take them, and it lives if it joins one\): it is captured even so, and no White string there has a liberty beyond them\.\nIn the confirmation phase White, moving first, captures it for good \(Art\. 7-1\):\n  White 1 at D9\nThere Black can no longer make two eyes: .*]
93 final_score
#? [B\+42]

# A string that lives under the causal reading of Art. 7-1
# (rules/causal-costly-capture.sgf, see rules.tst 3401-3405): the
# explanation names the ground its capture opens to its owner, and the
# stone White holds there at the end of the line.
loadsgf rules/causal-costly-capture.sgf
100 kakunin-explain D5
#? [VAR b .*\nTEXT D5 \(white stone\) is alive in seki: .* In the confirmation phase Black, moving first, cannot capture it for good \(Art\. 7-1\); the attacker's first try is refuted: .* Read again under the causal reading of Art\. 7-1, where a new stone may also stand where its owner could not have had one in the stopped position, the points of these count as White's: Black's string at B1, Black's string at C3, Black's stone at E3 \(proven alive: White, moving first, cannot capture them\); White's stone at E1 \(Black captures them even with White moving first\)\. So read, Black can no longer capture it: it lives\. At the end of the line above White holds [A-E][1-5], which Black cannot capture, where Black's (stone|string) at [A-E][1-5] stood: White could not have had a stone there in the stopped position, so the capture made room for it\.]
# E4 is read the same way and stays dead.
101 kakunin-explain E4
#? [VAR b .*\nTEXT E4 \(white stone\) is dead, but it stays on the board: .* Read again under the causal reading of Art\. 7-1, .*: Black's string at B1, Black's string at C3, Black's stone at E3 \(proven alive: White, moving first, cannot capture them\); White's stone at E1 \(Black captures them even with White moving first\)\. So read, it is captured even so\.]
