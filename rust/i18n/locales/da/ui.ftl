# Slovo, dansk: telefonens skærme.

ui-app-name = Slovo
ui-new-game = Nyt spil
ui-play-online = Spil online
ui-settings = Indstillinger
ui-section-your-turn = Din tur
ui-section-waiting = Venter på modstandere
ui-section-finished = Afsluttede
ui-no-games = Ingen spil endnu. Start et mod en bot, eller spil online.
ui-sync-up-to-date = Opdateret
ui-sync-sending = Sender træk…
ui-sync-offline = Offline
ui-sync-offline-waiting = { $count ->
    [one] Offline · { $count } træk venter på at blive sendt
   *[other] Offline · { $count } træk venter på at blive sendt
}
ui-waiting-to-send = { $count ->
    [one] { $count } træk venter på at blive sendt
   *[other] { $count } træk venter på at blive sendt
}
ui-versus = mod { $names }
ui-kind-bots = Mod botter
ui-kind-quick = Hurtigt
ui-kind-daily = Dagligt
ui-your-move = Dit træk
ui-their-move = Deres træk
ui-game-over = Spillet er slut

ui-language = Sprog
ui-rules = Regler
ui-rack = Stativ
ui-rack-tiles = { $count } brikker
ui-finish-line = Mållinje
ui-no-finish-line = Ingen
ui-finish-line-points = { $count } point
ui-finish-line-help = Den første, der når den, vinder straks; stativerne trækkes ikke fra.
ui-opponents = Modstandere
ui-bot = Bot { $n }
ui-add-bot = Tilføj en bot
ui-remove-bot = Fjern
ui-start = Start spillet
ui-preset-classic = Klassisk
ui-preset-sss = Slovakisk klub
ui-preset-bulgarian = Bulgarsk
ui-preset-classic-help = Ord kan udfordres; en forkert udfordring koster næste tur. Byt, mens der er 7+ i posen.
ui-preset-sss-help = Ord kan udfordres; en forkert udfordring koster intet. Tre runder uden point afslutter spillet.
ui-preset-bulgarian-help = Hvert ord kontrolleres straks. Byt når som helst; broer først fra 4. tur.
ui-usual-rules = De sædvanlige regler
ui-usual-preset = { $name }. { $help }
ui-level-easy = Let
ui-level-medium = Middel
ui-level-hard = Svær

ui-play = Spil
ui-recall = Tag tilbage
ui-shuffle = Bland
ui-exchange = Byt
ui-pass = Pas
ui-hint = Tip
ui-resign = Giv op
ui-challenge = Udfordr
ui-accept = Godkend
ui-history = Historik
ui-tiles = Brikker
ui-zoom-in = Zoom ind
ui-zoom-out = Zoom ud
ui-back = Tilbage
ui-cancel = Annuller
ui-ok = OK
ui-bag = Pose: { $count }
ui-legal = { $words } · { $count } point
ui-your-turn = Din tur
ui-to-move = { $name } skal trække
ui-thinking = { $name } tænker…
ui-sending = Sender…
ui-awaiting-challenge = { $name }s træk kan udfordres
ui-may-challenge = Du kan udfordre { $name }s træk
ui-your-play-waits = Dit træk står, medmindre det udfordres
ui-tap-a-square = Tryk på et felt for den valgte brik
ui-pick-blank = Den blanke brik står for…
ui-exchange-title = Vælg de brikker, der skal byttes
ui-exchange-count = { $count ->
    [one] Byt { $count } brik
   *[other] Byt { $count } brikker
}
ui-resign-title = Giv op i dette spil?
ui-resign-text = Du forlader spillet og kan ikke vende tilbage.
ui-exchange-all-title = Byt hele dit stativ?
ui-unseen-title = Brikker, du ikke har set
ui-unseen-summary = { $total } ikke set · { $bag } i posen
ui-no-history = Ingen træk endnu.
ui-move-waits = { $count ->
    [one] Dit træk venter på at blive sendt
   *[other] { $count } træk venter på at blive sendt
}
ui-dropped-move = Et træk blev ikke godtaget: { $reason }
ui-eliminated = ude
ui-live-lost = Forbindelsen er tabt, prøver igen…

ui-you-won = Du vandt!
ui-you-lost = Du tabte
ui-draw = Uafgjort
ui-winner = { $name } vinder
ui-place = { $place }.
ui-rack-adjustments = Slutresultat efter fradrag for stativerne
ui-back-to-games = Tilbage til spillene

ui-your-name = Dit navn
ui-register = Fortsæt
ui-register-text = Vælg det navn, de andre spillere ser.
ui-create-room = Opret et rum
ui-join-room = Gå ind i et rum
ui-random = Tilfældig modstander
ui-room-code = Rumkode
ui-join = Gå ind
ui-quick-help = Et skakur pr. spiller; spil i ét stræk.
ui-daily-help = 24 timer pr. træk; du får en besked, når det er din tur.
ui-players = Spillere
ui-clock = Ur
ui-minutes = { $count } min
ui-create = Opret
ui-find = Find et spil
ui-share = Del
ui-share-text = Spil Slovo med mig: { $link }
ui-room-waiting = { $joined } af { $seats } spillere er her. Venter på de andre…
ui-room-code-help = Giv denne kode til dine venner.
ui-searching = Leder efter en modstander…
ui-no-match = Ingen kom. Prøv igen?

ui-server = Server
ui-server-help = Hvor onlinespil spilles.
ui-save = Gem
ui-saved = Gemt
ui-notifications = Beskeder
ui-notifications-help = Når det er din tur i et dagligt spil
ui-board-labels = Mærker på bonusfelter
ui-board-labels-help = { ui-premium-dl }, { ui-premium-tl }, { ui-premium-dw }, { ui-premium-tw } på pladen
ui-dark-theme = Mørkt tema
ui-interface-language = Sprog i appen
ui-interface-language-help = Telefonens sprog; spillets sprog vælges for hvert spil.
ui-player-name = Dit navn i spil mod botter
ui-you = Dig

ui-premium-dl = 2B
ui-premium-tl = 3B
ui-premium-dw = 2O
ui-premium-tw = 3O

# The FFI's own refusals: a shell passed something out of range.
ffi-empty-data-dir = Der er ikke angivet en mappe til spillene.
ffi-no-word-lists = Der er ingen mappe med ordlister i { $path }.
ffi-rack-size = Et stativ har 7 eller 9 brikker, ikke { $count }.
ffi-finish-line = En mållinje skal være over 0, ikke { $count }.
ffi-empty-name = Spillerens navn er tomt.
ffi-seats = Antallet af pladser kan ikke være { $count }.
ffi-players = Antallet af spillere kan ikke være { $count }.
ffi-wait = En ventetid er 0 ms eller mere, ikke { $count }.
ffi-empty-push-token = Beskedtokenet er tomt.
ffi-hint-count = Antallet af tip skal være 0 eller mere, ikke { $count }.
ffi-off-board = Række { $row }, kolonne { $col } ligger uden for brættet: rækker og kolonner går fra 0 til { $last }.
ffi-panicked = Noget gik galt inde i Slovo: { $detail }

# The iOS screens: the theme choice, and what VoiceOver reads of a square and a tile.
ui-follow-system = Følg systemet
ui-light-theme = Lyst tema
ui-a11y-blank-tile = blank brik { $face }
ui-a11y-blank = blank brik
ui-a11y-placed = lagt i denne tur
ui-a11y-last-play = sidste træk
ui-a11y-double-letter = dobbelt bogstavværdi
ui-a11y-triple-letter = tredobbelt bogstavværdi
ui-a11y-double-word = dobbelt ordværdi
ui-a11y-triple-word = tredobbelt ordværdi
ui-a11y-centre = midten, dobbelt ordværdi

## The shells' own refusals.
ui-no-word-lists = Ordlisterne mangler i appen.
ui-online-no-challenge = Onlinespil tjekker hvert ord, når det lægges: der er intet at udfordre.

# The post-game analysis screen.
analysis-turn-title = Træk { $turn }
ui-analysis = Analyse
ui-analysis-loading = Analyserer spillet…
ui-analysis-made = Spillet
ui-analysis-best = Bedst
ui-analysis-options = Andre muligheder
ui-analysis-rack = Stativ: { $rack }
ui-analysis-score-equity = point { $score } · værdi { $equity }
ui-analysis-retry = Prøv igen
