# Slovo, English: the terminal game (`slovo play`).

cli-header = Game { $id }: { $language }, { $preset } rules, { $validation }, { -rack } of { $rack }; { $players }.
cli-versus = { $first } vs { $second }
cli-legend = Board: . empty, = triple word, - double word, " triple letter, ' double letter, * centre; tiles in capitals, { -blank }s in small letters, two-letter tiles in braces.
cli-turn = Turn { $turn }: { $name } to move.
cli-scores = Scores: { $scores }
cli-rack = Rack: { $rack }
cli-bag = { $count ->
    [one] Bag: { $count } tile. Unseen: { $unseen }
   *[other] Bag: { $count } tiles. Unseen: { $unseen }
}
cli-end-of-input = End of input. { $saved }
cli-saved = Game { $id } is saved; resume it with `slovo play --resume { $id }`.
cli-over-saved = Game { $id } is over and saved.
cli-help = Commands: 8H WORD (row 8 from column H, across), H8 WORD (down), . for a tile on the board, small letters for a { -blank }, {"{"}LJ{"}"} for a two-letter tile (Croatian LJ, NJ, DŽ); exchange TILES (? for a { -blank }); pass; challenge; hint; resign; quit (saves and leaves).
cli-refused = Refused: { $reason }
cli-unreadable = Cannot read that: { $reason }
cli-unknown-command = Unknown command “{ $command }”. { $help }
cli-error = Error: { $reason }
cli-prompt-over = The game is over.
cli-prompt-challenge = { $play } -- type `challenge` to challenge it, or any other command to accept it
cli-prompt-move = Your move (8H WORD, H8 WORD, exchange TILES, pass, hint, resign, quit, help)
cli-prompt-other = { $name } to move.
cli-no-saved-games = No saved games.
cli-list-finished = finished
cli-list-in-progress = in progress, turn { $turn }
cli-no-unfinished = There is no unfinished game to resume.
cli-no-such-game = No saved game “{ $id }” (`slovo play --list` shows them).
cli-ambiguous-id = { $count } games start with “{ $id }”: give more of the id.
cli-empty-id = A game id cannot be empty.
cli-levels-mismatch = --levels names { $levels } bots but --bots says { $bots }.
cli-too-many-bots = At most 3 bots.
cli-finish-line-zero = --finish-line must be above 0.
# resign asks first: the question is ui-resign-title and ui-resign-text, then this.
cli-resign-answer = Type y to resign, anything else to play on.
cli-resign-needs-yes = To resign from a script, add --yes (`slovo online play GAME resign --yes`).
cli-resign-kept = You play on.
# The answers that mean yes (any case), separated by spaces; y and yes work everywhere.
cli-yes = y yes

# The full-screen game (`slovo play` without --plain): panel titles and the keys' help.
tui-type-help = Type `help` (or press F1) for the commands, the keys and the board's colours.
tui-board-title = Game { $id } · { $language } · { $preset }
tui-board-title-short = Game { $id }
tui-scores-title = Scores · turn { $turn }
tui-final-scores = Final scores
tui-left = (left)
tui-awaits-challenge = (may be challenged)
tui-rack-title = Your { -rack }
tui-unseen-title = Unseen · { -bag } { $count }
tui-moves-title = Moves
tui-moves-title-rules = Moves · { $validation }
tui-messages-title = Messages
tui-messages-scrolled = Messages · scrolled back (PgDn for newer)
tui-bots-thinking = { $count ->
    [one] The bot is thinking…
   *[other] The bots are thinking…
}
tui-over-prompt = The game is over: press Enter or Esc to leave.
tui-too-small = Enlarge the terminal to at least { $width }×{ $height } (it is { $columns }×{ $rows } now). Ctrl-C saves the game and leaves.
tui-help-title = Help · ↑ ↓ PgUp PgDn scroll · Esc closes
tui-help-keys =
    Keys:
    Enter runs the line, Esc clears it; ↑ and ↓ bring back the lines typed before.
    ← → Home End (or Ctrl-A, Ctrl-E) move in the line; Backspace and Delete erase a letter, Ctrl-W the word before the cursor, Ctrl-U the whole line.
    PgUp and PgDn scroll the messages; F1 or `help` opens this help.
    Ctrl-C leaves the game; it stays saved.
tui-help-legend =
    The board: 3W triple word, 2W double word, 3L triple letter, 2L double letter, ★ the centre.
    Tiles are yellow, those of the last play lighter; a { -blank } shows its letter small, in red.

# `slovo online show` and `watch`.
online-header = Game { $id } (room { $code }, { $mode }, { $language }), version { $version }
online-mode-quick = quick
online-mode-daily = daily
online-player = { $name } { $score }
online-you = (you)
online-out = (out of the game)
online-your-turn = Your move.
online-your-turn-until = Your move: { $left }.
online-to-move-until = { $name } to move: { $left }.
online-low-time = Hurry: only { $left }!
online-queued = { $count ->
    [one] { $count } move waits to be sent (`slovo online sync`).
   *[other] { $count } moves wait to be sent (`slovo online sync`).
}
online-dropped = Move { $id } was dropped: { $reason }

# `slovo online`: the other commands (register, create, join, seek, play, sync, games, watch).
online-registered = Registered { $name } as device { $device } on { $server }.
online-room-created = { $seats ->
    [one] A room for { $seats } player ({ $mode }, { $language }): share its code.
   *[other] A room for { $seats } players ({ $mode }, { $language }): share its code.
}
online-joined-started = Joined room { $code }: game { $id } has started.
online-joined-waiting = { $count ->
    [one] Joined room { $code }: waiting for { $count } more player.
   *[other] Joined room { $code }: waiting for { $count } more players.
}
online-matched = Matched: game { $id } (room { $code }).
online-seek-pending = Nobody yet: seek again with the same terms to keep waiting.
online-seek-expired = Nobody came: seek again.
online-sent = Sent: the game is at version { $version }.
online-move-queued = Queued, not sent yet: { $reason }. `slovo online sync` sends it.
online-move-dropped = Dropped: { $reason }
online-synced = Sent { $sent }, dropped { $dropped }, waiting { $waiting }, games updated { $updated }.
online-dropped-move = Dropped move { $id } of game { $game }: { $reason }
online-offline = Offline: { $reason }
online-watch-game-over = The game is over: watching ends.
online-watch-ended = Watching ended: { $reason }
online-read-failed = Reading the game failed: { $reason }
online-live = Live.
online-connection-lost = Connection lost, trying again: { $reason }
online-no-games = No online games: create, join or seek one, or sync.
online-list-line = { $id } { $code } { $mode } { $language } v{ $version } { $status }
online-list-finished = finished
online-list-your-turn = your turn
online-list-waiting = waiting
online-list-queued = { $count } queued

## slovo online stats | ratings (issue 18)
stats-not-registered = This device has no account: run slovo online register NAME first.
stats-none = No finished online games yet.
stats-overall = All games
stats-kind = { $language }, { $mode }
stats-heading = { $name }:
stats-games = { $games ->
    [one] { $games } game: { $wins } won, { $losses } lost, { $draws } drawn
   *[other] { $games } games: { $wins } won, { $losses } lost, { $draws } drawn
}
stats-scores = Average score { $average } (opponents { $opponents }), highest game { $highest }
stats-best-play = Best play: { $word } for { $points }
stats-no-best-play = Best play: none yet
stats-bingos = Bingos per game { $bingos }, eliminations { $eliminations }
stats-bingos-bots = Bingos per game { $bingos }, games resigned { $resignations }
stats-no-ratings = No rated games yet: everyone starts at 1500.
stats-rating-line = { $language }, { $mode }: { $rating } ± { $deviation } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})

## slovo lexicon why | junk-rate (issue 19)
lexicon-why-listed = { $word } is in the { $language } word list.
lexicon-why-not-listed = { $word } is not in the { $language } word list.
lexicon-why-cut = It was cut by the pruning rule { $rule }.
lexicon-why-dropped = The filter leaves it out: { $reason }.
lexicon-why-no-source = No dictionary line makes this form.
lexicon-why-derivation = made from { $derivation }
lexicon-why-derivation-cut = made from { $derivation } (cut by { $rule })
lexicon-junk-rate = { $file }: { $junk } junk of { $judged } judged ({ $unsure } unsure): { $rate } %, 95% interval { $low }–{ $high } %
lexicon-junk-rate-all = all files

# slovo analyze FILE
analysis-cannot-read = Cannot read { $file }: { $reason }

# slovo online tycoon
online-tycoon-header = Tycoon { $id } (room { $code }, { $mode }), version { $version }
online-tycoon-no-games = No online Tycoon games: create, join or seek one, or sync.
online-tycoon-log-refused = { $name }: a word was refused.
online-tycoon-log-discarded = { $count ->
    [0] { $name }: turn over.
    [one] { $name }: turn over, { $count } card discarded and drawn again.
   *[other] { $name }: turn over, { $count } cards discarded and drawn again.
}
online-tycoon-log-timed-out = { $name }: out of time, out of the game.
