# Slovo, English: the game's own texts (rules, notation, history, end of game, pushes).
# Every message here exists in every language with the same $variables (tested).

-blank = blank
-rack = rack
-bag = bag

## Numbers with their nouns.
points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
tiles = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}

## Languages of the tile sets, in the reader's language.
language-english = English
language-slovak = Slovak
language-czech = Czech
language-croatian = Croatian
language-danish = Danish
language-bulgarian = Bulgarian

## Rule presets and validation modes (RULES.md §5, §6).
preset-classic = classic
preset-sss = Slovak club (SSS)
preset-bulgarian = Bulgarian
validation-auto = every word checked at once
validation-single-challenge = single challenge
validation-double-challenge = double challenge
level-easy = easy
level-medium = medium
level-hard = hard
bot-name = Bot { $n } ({ $level })

## Refused actions (RuleError). §N is the section of the rules.
rule-game-over = The game is over.
rule-not-your-turn = It is not player { $player }'s turn (player { $current } is to move).
rule-unknown-player = There is no player { $player }.
rule-player-eliminated = Player { $player } is out of the game.
rule-no-tiles = A play must place at least one tile.
rule-duplicate-square = Square { $square } is used twice in one play.
rule-square-taken = Square { $square } already holds a tile.
rule-tile-not-on-rack = Tile { $tile } is not on your { -rack }.
rule-bad-designation = A { -blank } cannot stand for { $letter } in this tile set.
rule-not-in-one-line = The tiles are not in one row or one column.
rule-gap = The tiles leave a gap at { $square }: a play is one unbroken word.
rule-not-connected = The play does not touch any tile on the board.
rule-first-play-off-centre = The first play must cover the centre square H8.
rule-first-play-one-tile = The first play must use at least 2 tiles.
rule-bridge-too-early = A bridge is allowed only from turn { $allowed } on; this is turn { $turn }.
rule-invalid-words = { $count ->
    [one] Not in the word list: { $words }.
   *[other] Not in the word list: { $words } ({ $count } words).
}
rule-empty-exchange = An exchange must name at least one tile.
rule-exchange-bag-too-small = { $needed ->
    [one] You may exchange only while the { -bag } holds at least { $needed } tile; it holds { $bag }.
   *[other] You may exchange only while the { -bag } holds at least { $needed } tiles; it holds { $bag }.
}
rule-nothing-to-challenge = There is no play to challenge.
rule-own-play = Player { $player } cannot challenge their own play.
rule-challenge-pending = A play waits for a challenge: challenge or accept it first.

## Text that is not Slovo notation (NotationError).
notation-unknown-language = Unknown language “{ $name }” (english, slovak, czech, croatian, danish, bulgarian).
notation-unknown-preset = Unknown rules “{ $name }” (classic, sss, bulgarian).
notation-unknown-face = “{ $face }” is not a tile of the { $tiles } set.
notation-unclosed-brace = An unclosed “{"{"}” in “{ $text }”.
notation-not-a-rack-tile = “{ $text }” is not a { -rack }: write the tiles in capitals and ? for a { -blank }.
notation-bad-position = “{ $text }” is not a square or position (8H across, H8 down).
notation-bad-board = The board must be 15 rows of 15 squares: { $detail }
notation-off-board = The word runs off the board.
notation-through-empty = A dot marks { $square } as taken, but it is empty.
notation-board-mismatch = { $square } holds { $board }, not { $written }.
notation-undesignated-blank = A { -blank } on the board must be given a letter.
notation-unreadable-move = Cannot read the move “{ $text }”: 8H WORD, H8 WORD, exchange TILES, pass or resign.
notation-read-as-letters = { $error } ({ $pairs } was read as separate letters; for the two-letter tile write { $braced }.)

## The move history: one line per turn.
history-play = { $name }: { $play } { $score }
history-play-withdrawn = { $name }: { $play } { $score } (challenged and withdrawn)
history-play-stands = { $name }: { $play } { $score } (challenged, it stands)
history-exchange = { $count ->
    [one] { $name }: exchanges { $count } tile
   *[other] { $name }: exchanges { $count } tiles
}
history-exchange-own = { $name }: exchange { $tiles }
history-pass = { $name }: pass
history-lost-turn = { $name }: turn lost (failed challenge)
history-resigned = { $name }: resigned
history-timed-out = { $name }: out of time

## Challenges (RULES.md §5).
challenge-upheld = { $who ->
    [by-me] You challenge { $author }'s { $play }: upheld, the play is withdrawn
    [mine] { $by } challenges your { $play }: upheld, the play is withdrawn
   *[other] { $by } challenges { $author }'s { $play }: upheld, the play is withdrawn
}
challenge-stands = { $who ->
    [by-me] You challenge { $author }'s { $play }: the play stands
    [mine] { $by } challenges your { $play }: the play stands
   *[other] { $by } challenges { $author }'s { $play }: the play stands
}
challenge-someone = A player
play-accepted = Play accepted.

## The end of a game (RULES.md §4, §7).
end-went-out = { $name } went out
end-scoreless-turns = every player had scoreless turns in a row
end-no-legal-plays = nobody has a legal play left
end-finish-line = { $name } reached the finish line
end-last-player = { $name }: the last player left in the game
end-game-over = Game over: { $reason }.
end-ranking = Final ranking:
end-rank = { $place }. { $name } { $score }
end-rank-adjusted = (score { $before }, { -rack } { $adjustment })
end-you-won = You won!
end-you-drew = A draw for first place: { $others } and you.
end-you-lost = You lost. { $count ->
    [one] Winner
   *[other] Winners
}: { $winners }.
end-rank-resigned = (resigned; score kept)
end-rank-timed-out = (ran out of time; score kept)

## Who plays first (RULES.md §6).
start-drawn = { $name } – { $tile }
start-drawn-blank = { $name } – { -blank }
start-draw = Drawn for the first turn: { $draws }.
start-draw-again = A tie, drawn again: { $draws }.
start-lowest = First to play: { $name }, with { $tile }, the tile nearest the start of the alphabet.
start-blank = First to play: { $name }, with a { -blank }, which beats every letter.
start-random = First to play: { $name }, chosen at random.

## Hints.
hint-order = Hints, best first by equity: the score plus what the tiles you keep are worth.
hint-play = { $play } { $score }, equity { $equity }
hint-play-also = { $play } { $score }, equity { $equity }; the same word fits { $count ->
    [one] one other place
   *[other] { $count } other places
}: { $places }
hints-used = { $count ->
    [0] No hints used.
   *[other] Turns with a hint: { $count }.
}
hint-none = Hint: no play found.

## Notifications (pushes).
push-your-turn-title = Your turn
push-your-turn = It is your move in your game with { $opponents }.
push-time-running-out-title = Time is running out
push-time-running-out = Most of your time to move in your game with { $opponents } is used.
push-last-hour-title = One hour left
push-last-hour = Move within the hour in your game with { $opponents }, or you leave the game.
push-eliminated-title = Out of time
push-eliminated = Your time ran out in your game with { $opponents }: the others play on.
push-game-over-title = Game over
push-game-over = Your game with { $opponents } has ended.

## Clocks and deadlines.
time-days = { $days } d
time-hours = { $hours } h
time-hours-minutes = { $hours } h { $minutes } min
time-minutes = { $minutes } min
time-left = { $time } left

## The app's own errors (AppError) and the server's answers.
app-storage = The games could not be saved or read: { $detail }
app-engine = The word lists could not be read: { $detail }
app-record = The game record cannot be read: { $detail }
app-unknown-game = There is no game { $id }.
app-not-humans-turn = It is not your turn.
app-hints-not-allowed = Hints are only for a game whose only human player asks.
app-bot-count = A game has 1 to 3 bots, not { $count }.
app-corrupt = The saved game does not replay: { $detail }
app-no-server = No server is set: give the server's address first.
app-already-registered = This device is already registered as { $name } on { $server }.
app-bad-server-url = Not a server address (http://HOST:PORT or https://…): { $url }
app-quick-needs-network = Quick games need the network, because their clock keeps running.
app-move-waiting = A move of this game already waits to be sent: sync first.
app-unreadable-move = Cannot read the move “{ $text }”: 8H WORD, H8 WORD, exchange TILES, pass or resign.
app-bad-push = Not a notification this app understands.
app-runtime = The network could not be started: { $detail }
sync-unreachable = The server cannot be reached. Try again later.
sync-conflict = A move was not accepted: { $reason }
sync-not-registered = This device is not registered on a server.
sync-bad-answer = The server's answer was not understood.
sync-unknown-move = A waiting move was lost.
server-refused = The server refused: { $code }.
server-rule-violation = The server refused the move: it breaks a rule.
server-not-your-turn = It is not your turn.
server-room-not-found = No room has this code.
server-room-full = The room is full.
server-room-expired = The room has expired.
server-too-many-rooms = You have too many rooms waiting for players.
server-game-not-found = There is no such game.
server-game-not-started = The game has not started yet.
server-other-game-family = This game is of the other kind (word game or Tycoon): open it from the games list.
server-seek-not-found = The search for an opponent is over.
server-unauthorized = This device is not known to the server: register again.
server-invalid-display-name = The server does not accept this name.
server-unknown-language = The server does not have this language.
server-rate-limited = Too many requests: try again in a moment.
server-internal = The server had a problem. Try again later.
server-concurrent-update = The game changed meanwhile: try again.
server-bad-body = The server could not read what the app sent. Try updating the app.
server-body-too-large = The app sent the server too much at once.
server-duplicate = The same request arrived twice at once: try again.
server-forbidden-move = Only the server's clock can say a player's time ran out.
server-invalid-body = The server did not accept what the app sent. Try updating the app.
server-invalid-minutes = The server does not offer this time per move.
server-invalid-move = This move cannot be read: check its squares and letters.
server-invalid-move-id = The app sent the move without a proper label. Try updating the app.
server-invalid-path = The server did not understand the request's address. Try updating the app.
server-invalid-players = A game has 2 to 4 players.
server-invalid-push-token = Notifications could not be turned on for this device.
server-invalid-query = The server did not understand the app's request. Try updating the app.
server-invalid-seats = A room has 2 to 4 seats.
server-language-unavailable = The server does not offer games in this language right now.
server-malformed-json = The app sent the server something garbled. Try updating the app.
server-method-not-allowed = The server does not take this request. Try updating the app.
server-no-such-endpoint = The server does not know this request: check the server address or update the app.
server-not-your-game = You are not playing in this game.
server-stale-version = The game moved on before your move arrived: look at the board and try again.
server-time-out = The player to move ran out of time.
server-unsupported-media-type = The app sent the server something in the wrong format. Try updating the app.

# Post-game analysis (slovo analyze, the analysis screen): each turn's options by equity.
analysis-not-over = The game is not over yet: it can be analysed once it ends.
analysis-no-seat = There is no player { $seat } in this game: it has { $players } players.
analysis-racks-unknown = Player { $seat }'s racks are not known on this device: only your own turns can be analysed.
analysis-cancelled = The analysis was cancelled.
analysis-move-play = { $play }
analysis-move-exchange = exchange { $tiles }
analysis-move-pass = pass
analysis-heading = { $name }: { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
analysis-turn = Turn { $turn }, { -rack } { $rack }: { $move } { $score }, equity { $equity }
analysis-turn-best-made = The best move.
analysis-turn-best = Best: { $move } { $score }, equity { $equity }; { $lost } equity lost.
analysis-option = { $rank }. { $move } { $score }, equity { $equity }
analysis-endgame = The bag was empty: equity counts the tiles left on the racks at the end.
analysis-withdrawn = Challenged off: rated as a pass.
analysis-summary-equity-lost = Equity lost
analysis-summary-points-left = Points left on the table
analysis-summary-best-made = Best moves made
analysis-summary-best-made-value = { $made } of { $turns }
analysis-summary-best-move = Best move
analysis-summary-worst-move = Worst move
analysis-summary-move-value = turn { $turn }: { $move } { $score }
analysis-summary-worst-value = turn { $turn }: { $move }, { $lost } equity lost
analysis-summary-none = none
analysis-no-turns = No turns to analyse.
