# Slovo, English: the phone screens (labels, buttons, dialogs).

ui-app-name = Slovo
ui-new-game = New game
ui-play-online = Play online
ui-settings = Settings
ui-section-your-turn = Your turn
ui-section-waiting = Waiting for opponents
ui-section-finished = Finished
ui-no-games = No games yet. Start one against a bot, or play online.
ui-sync-up-to-date = Up to date
ui-sync-sending = Sending moves…
ui-sync-offline = Offline
ui-sync-offline-waiting = { $count ->
    [one] Offline · { $count } move waiting to be sent
   *[other] Offline · { $count } moves waiting to be sent
}
ui-waiting-to-send = { $count ->
    [one] { $count } move waiting to be sent
   *[other] { $count } moves waiting to be sent
}
ui-versus = vs { $names }
ui-kind-bots = Against bots
ui-kind-quick = Quick
ui-kind-daily = Daily
ui-your-move = Your move
ui-their-move = Their move
ui-game-over = Game over

ui-language = Language
ui-rules = Rules
ui-rack = Rack
ui-rack-tiles = { $count } tiles
ui-finish-line = Finish line
ui-no-finish-line = None
ui-finish-line-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
ui-finish-line-help = The first player to reach it wins at once; no rack adjustments.
ui-opponents = Opponents
ui-bot = Bot { $n }
ui-add-bot = Add a bot
ui-remove-bot = Remove
ui-start = Start game
ui-preset-classic = Classic
ui-preset-sss = Slovak club
ui-preset-bulgarian = Bulgarian
ui-preset-classic-help = Words may be challenged; a wrong challenge loses the next turn. Exchange while 7+ in the bag.
ui-preset-sss-help = Words may be challenged; a wrong challenge costs nothing. Three scoreless rounds end the game.
ui-preset-bulgarian-help = Every word checked at once. Exchange any time; bridges only from the 4th turn.
ui-usual-rules = Usual rules
ui-usual-preset = { $name }. { $help }
ui-level-easy = Easy
ui-level-medium = Medium
ui-level-hard = Hard

ui-play = Play
ui-recall = Recall
ui-shuffle = Shuffle
ui-exchange = Exchange
ui-pass = Pass
ui-hint = Hint
ui-resign = Resign
ui-challenge = Challenge
ui-accept = Accept
ui-history = History
ui-tiles = Tiles
ui-zoom-in = Zoom in
ui-zoom-out = Zoom out
ui-back = Back
ui-cancel = Cancel
ui-ok = OK
ui-bag = Bag: { $count }
ui-legal = { $words } · { $count ->
    [one] { $count } point
   *[other] { $count } points
}
ui-your-turn = Your turn
ui-to-move = { $name } to move
ui-thinking = { $name } is thinking…
ui-sending = Sending…
ui-awaiting-challenge = { $name }'s play may be challenged
ui-may-challenge = You may challenge { $name }'s play
ui-your-play-waits = Your play stands unless challenged
ui-tap-a-square = Tap a square for the selected tile
ui-pick-blank = The blank stands for…
ui-exchange-title = Choose the tiles to exchange
ui-exchange-count = { $count ->
    [one] Exchange { $count } tile
   *[other] Exchange { $count } tiles
}
ui-resign-title = Resign this game?
ui-resign-text = You leave the game and cannot come back to it.
ui-exchange-all-title = Exchange your whole rack?
ui-unseen-title = Tiles you have not seen
ui-unseen-summary = { $total } unseen · { $bag } in the bag
ui-no-history = No moves yet.
ui-move-waits = { $count ->
    [one] Your move waits to be sent
   *[other] { $count } moves wait to be sent
}
ui-dropped-move = A move was not accepted: { $reason }
ui-eliminated = out
ui-live-lost = Connection lost, retrying…

ui-you-won = You won!
ui-you-lost = You lost
ui-draw = A draw
ui-winner = { $name } wins
ui-place = { $place }.
ui-rack-adjustments = Final scores after rack adjustments
ui-back-to-games = Back to games

ui-your-name = Your name
ui-register = Continue
ui-register-text = Choose the name other players see.
ui-create-room = Create a room
ui-join-room = Join a room
ui-random = Random opponent
ui-room-code = Room code
ui-join = Join
ui-quick-help = A chess clock per player; play in one sitting.
ui-daily-help = 24 hours a move; you get a notification when it is your turn.
ui-players = Players
ui-clock = Clock
ui-minutes = { $count } min
ui-create = Create
ui-find = Find a game
ui-share = Share
ui-share-text = Play Slovo with me: { $link }
ui-room-waiting = { $joined } of { $seats } players here. Waiting for the others…
ui-room-code-help = Give this code to your friends.
ui-searching = Looking for an opponent…
ui-no-match = Nobody came. Try again?

ui-server = Server
ui-server-help = Where online games are played.
ui-save = Save
ui-saved = Saved
ui-notifications = Notifications
ui-notifications-help = When it is your turn in a daily game
ui-board-labels = Premium square labels
ui-board-labels-help = { ui-premium-dl }, { ui-premium-tl }, { ui-premium-dw }, { ui-premium-tw } on the board
ui-dark-theme = Dark theme
ui-interface-language = Interface language
ui-interface-language-help = The language of your phone; the game's language is chosen for each game.
ui-player-name = Your name in games against bots
ui-you = You

ui-premium-dl = 2L
ui-premium-tl = 3L
ui-premium-dw = 2W
ui-premium-tw = 3W

# The FFI's own refusals: a shell passed something out of range.
ffi-empty-data-dir = No folder for the games was given.
ffi-no-word-lists = There is no word-list folder at { $path }.
ffi-rack-size = A rack holds 7 or 9 tiles, not { $count }.
ffi-finish-line = A finish line must be above 0, not { $count }.
ffi-empty-name = The player's name is empty.
ffi-seats = The number of seats cannot be { $count }.
ffi-players = The number of players cannot be { $count }.
ffi-wait = A wait is 0 ms or more, not { $count }.
ffi-empty-push-token = The notification token is empty.
ffi-hint-count = The number of hints must be 0 or more, not { $count }.
ffi-off-board = Row { $row }, column { $col } is off the board: rows and columns go from 0 to { $last }.
ffi-panicked = Something went wrong inside Slovo: { $detail }

# The iOS screens: the theme choice, and what VoiceOver reads of a square and a tile.
ui-follow-system = Follow the system
ui-light-theme = Light theme
ui-a11y-blank-tile = blank { $face }
ui-a11y-blank = blank
ui-a11y-placed = placed this turn
ui-a11y-last-play = last play
ui-a11y-double-letter = double letter
ui-a11y-triple-letter = triple letter
ui-a11y-double-word = double word
ui-a11y-triple-word = triple word
ui-a11y-centre = centre, double word

## The shells' own refusals.
ui-no-word-lists = The word lists are missing from the app.
ui-online-no-challenge = Online games check every word as it is played: there is nothing to challenge.

# The post-game analysis screen.
analysis-turn-title = Turn { $turn }
ui-analysis = Analysis
ui-analysis-loading = Analysing the game…
ui-analysis-made = Played
ui-analysis-best = Best
ui-analysis-options = Other options
ui-analysis-rack = Rack: { $rack }
ui-analysis-score-equity = score { $score } · equity { $equity }
ui-analysis-retry = Try again
