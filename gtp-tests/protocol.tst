# Administrative commands (GTP v2 section 6.3.1): identification, the
# command list, and quit. The suite ends with quit: the engine must answer
# it and then exit cleanly.

1 protocol_version
#? [2]
2 name
#? [kakunin]
3 version
#? [[0-9]+\.[0-9]+\.[0-9]+]
# GoGui's cputime: the process's CPU time so far, in seconds (the CpuTime
# column of gogui-regress and gogui-twogtp's tables).
5 cputime
#? [[0-9]+\.[0-9]{3}]
4 list_commands
#? [protocol_version\nname\nversion\nknown_command\nlist_commands\nquit\nboardsize\nclear_board\nkomi\nplay\ngenmove\nreg_genmove\nkgs-genmove_cleanup\ngogui-interrupt\nkakunin-stats\ncputime\nundo\nfixed_handicap\nplace_free_handicap\nset_free_handicap\ntime_settings\nkgs-time_settings\ntime_left\nloadsgf\nprintsgf\nshowboard\nfinal_score\nfinal_status\nfinal_status_list\ngogui-analyze_commands\ngogui_analyze_commands\ngogui-title\nkakunin-score_gfx\nkakunin-score_open_gfx\nkakunin-explain\nkakunin-explain_text\nkakunin-score_stats\nkakunin-ownership\nkakunin-svg\nkakunin-score_param\nanalyze\nlz-analyze\nkata-analyze\ngenmove_analyze\nlz-genmove_analyze\nkata-genmove_analyze]

# Every command the engine lists is known.
10 known_command protocol_version
#? [true]
11 known_command name
#? [true]
12 known_command version
#? [true]
13 known_command known_command
#? [true]
14 known_command list_commands
#? [true]
15 known_command quit
#? [true]
16 known_command boardsize
#? [true]
17 known_command clear_board
#? [true]
18 known_command komi
#? [true]
19 known_command play
#? [true]
20 known_command genmove
#? [true]
21 known_command reg_genmove
#? [true]
22 known_command undo
#? [true]
23 known_command fixed_handicap
#? [true]
24 known_command place_free_handicap
#? [true]
25 known_command set_free_handicap
#? [true]
26 known_command time_settings
#? [true]
27 known_command kgs-time_settings
#? [true]
28 known_command time_left
#? [true]
29 known_command loadsgf
#? [true]
30 known_command printsgf
#? [true]
31 known_command showboard
#? [true]
32 known_command final_score
#? [true]
33 known_command final_status
#? [true]
34 known_command final_status_list
#? [true]
70 known_command gogui-analyze_commands
#? [true]
71 known_command gogui_analyze_commands
#? [true]
72 known_command gogui-title
#? [true]
73 known_command kakunin-score_gfx
#? [true]
74 known_command kakunin-explain
#? [true]
86 known_command kakunin-explain_text
#? [true]
87 known_command cputime
#? [true]
75 known_command kakunin-score_stats
#? [true]
76 known_command kakunin-ownership
#? [true]
77 known_command kakunin-svg
#? [true]
84 known_command kakunin-score_param
#? [true]
85 known_command kakunin-score_open_gfx
#? [true]
78 known_command analyze
#? [true]
79 known_command lz-analyze
#? [true]
80 known_command kata-analyze
#? [true]
81 known_command genmove_analyze
#? [true]
82 known_command lz-genmove_analyze
#? [true]
83 known_command kata-genmove_analyze
#? [true]

# Names match exactly, as in GNU Go; GTP v1 names are not GTP v2 commands.
40 known_command PLAY
#? [false]
41 known_command genmove_black
#? [false]
42 known_command xyzzy
#? [false]
43 known_command known_command_
#? [false]

# Commands without an id are answered without one; ids are echoed.
name
50 name
#? [kakunin]
0 name
#? [kakunin]
123456789 protocol_version
#? [2]

99 quit
#? []

