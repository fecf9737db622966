# Slovo, čeština: obrazovky telefonu.

ui-app-name = Slovo
ui-new-game = Nová hra
ui-play-online = Hrát online
ui-settings = Nastavení
ui-section-your-turn = Jsi na tahu
ui-section-waiting = Čeká se na soupeře
ui-section-finished = Skončené
ui-no-games = Zatím žádné hry. Začni hru proti botovi, nebo hraj online.
ui-sync-up-to-date = Aktuální
ui-sync-sending = Odesílají se tahy…
ui-sync-offline = Offline
ui-sync-offline-waiting = { $count ->
    [one] Offline · { $count } tah čeká na odeslání
    [few] Offline · { $count } tahy čekají na odeslání
   *[other] Offline · { $count } tahů čeká na odeslání
}
ui-waiting-to-send = { $count ->
    [one] { $count } tah čeká na odeslání
    [few] { $count } tahy čekají na odeslání
   *[other] { $count } tahů čeká na odeslání
}
ui-versus = proti { $names }
ui-kind-bots = Proti botům
ui-kind-quick = Rychlá
ui-kind-daily = Denní
ui-your-move = Tvůj tah
ui-their-move = Tah soupeře
ui-game-over = Konec hry

ui-language = Jazyk
ui-rules = Pravidla
ui-rack = Stojánek
ui-rack-tiles = { $count } kamenů
ui-finish-line = Cíl
ui-no-finish-line = Žádný
ui-finish-line-points = { $count ->
    [one] { $count } bod
    [few] { $count } body
   *[other] { $count } bodů
}
ui-finish-line-help = Kdo ho dosáhne první, hned vyhrává; stojánky se neodečítají.
ui-opponents = Soupeři
ui-bot = Bot { $n }
ui-add-bot = Přidat bota
ui-remove-bot = Odebrat
ui-start = Začít hru
ui-preset-classic = Klasická
ui-preset-sss = Slovenská klubová
ui-preset-bulgarian = Bulharská
ui-preset-classic-help = Slova lze zpochybnit; neoprávněné zpochybnění stojí další tah. Výměna, dokud je v sáčku 7+.
ui-preset-sss-help = Slova lze zpochybnit; neoprávněné zpochybnění nic nestojí. Tři kola bez bodů ukončí hru.
ui-preset-bulgarian-help = Každé slovo se ověří hned. Výměna kdykoli; mosty až od 4. tahu.
ui-usual-rules = Obvyklá pravidla
ui-usual-preset = { $name }. { $help }
ui-level-easy = Lehký
ui-level-medium = Střední
ui-level-hard = Těžký

ui-play = Položit
ui-recall = Vrátit
ui-shuffle = Zamíchat
ui-exchange = Vyměnit
ui-pass = Vynechat
ui-hint = Nápověda
ui-resign = Vzdát se
ui-challenge = Zpochybnit
ui-accept = Přijmout
ui-history = Historie
ui-tiles = Kameny
ui-zoom-in = Přiblížit
ui-zoom-out = Oddálit
ui-back = Zpět
ui-cancel = Zrušit
ui-ok = OK
ui-bag = Sáček: { $count }
ui-legal = { $words } · { $count ->
    [one] { $count } bod
    [few] { $count } body
   *[other] { $count } bodů
}
ui-your-turn = Jsi na tahu
ui-to-move = Na tahu: { $name }
ui-thinking = { $name } přemýšlí…
ui-sending = Odesílá se…
ui-awaiting-challenge = Tah hráče { $name } lze zpochybnit
ui-may-challenge = Tah hráče { $name } můžeš zpochybnit
ui-your-play-waits = Tvůj tah platí, pokud ho nikdo nezpochybní
ui-tap-a-square = Klepni na pole pro vybraný kámen
ui-pick-blank = Žolík zastupuje…
ui-exchange-title = Vyber kameny k výměně
ui-exchange-count = { $count ->
    [one] Vyměnit { $count } kámen
    [few] Vyměnit { $count } kameny
   *[other] Vyměnit { $count } kamenů
}
ui-resign-title = Vzdát tuto hru?
ui-resign-text = Odejdeš ze hry a nebudeš se do ní moci vrátit.
ui-exchange-all-title = Vyměnit celý stojánek?
ui-unseen-title = Kameny, které nevidíš
ui-unseen-summary = { $total } neviděných · { $bag } v sáčku
ui-no-history = Zatím žádné tahy.
ui-move-waits = { $count ->
    [one] Tvůj tah čeká na odeslání
    [few] { $count } tahy čekají na odeslání
   *[other] { $count } tahů čeká na odeslání
}
ui-dropped-move = Tah nebyl přijat: { $reason }
ui-eliminated = mimo hru
ui-live-lost = Spojení se přerušilo, zkouší se znovu…

ui-you-won = Vyhrál jsi!
ui-you-lost = Prohrál jsi
ui-draw = Remíza
ui-winner = Vyhrává { $name }
ui-place = { $place }.
ui-rack-adjustments = Konečné skóre po odečtení stojánků
ui-back-to-games = Zpět na hry

ui-your-name = Tvoje jméno
ui-register = Pokračovat
ui-register-text = Vyber si jméno, které uvidí ostatní hráči.
ui-create-room = Vytvořit místnost
ui-join-room = Vstoupit do místnosti
ui-random = Náhodný soupeř
ui-room-code = Kód místnosti
ui-join = Vstoupit
ui-quick-help = Šachové hodiny pro každého hráče; hraje se najednou.
ui-daily-help = 24 hodin na tah; když jsi na tahu, přijde ti oznámení.
ui-players = Hráči
ui-clock = Hodiny
ui-minutes = { $count } min
ui-create = Vytvořit
ui-find = Najít hru
ui-share = Sdílet
ui-share-text = Zahraj si se mnou Slovo: { $link }
ui-room-waiting = Hráči v místnosti: { $joined } z { $seats }. Čeká se na ostatní…
ui-room-code-help = Dej tento kód přátelům.
ui-searching = Hledá se soupeř…
ui-no-match = Nikdo nepřišel. Zkusit znovu?

ui-server = Server
ui-server-help = Kde se hrají online hry.
ui-save = Uložit
ui-saved = Uloženo
ui-notifications = Oznámení
ui-notifications-help = Když jsi na tahu v denní hře
ui-board-labels = Označení prémiových polí
ui-board-labels-help = { ui-premium-dl }, { ui-premium-tl }, { ui-premium-dw }, { ui-premium-tw } na desce
ui-dark-theme = Tmavý motiv
ui-interface-language = Jazyk rozhraní
ui-interface-language-help = Jazyk telefonu; jazyk hry se volí pro každou hru zvlášť.
ui-player-name = Tvoje jméno ve hrách proti botům
ui-you = Ty

ui-premium-dl = 2P
ui-premium-tl = 3P
ui-premium-dw = 2S
ui-premium-tw = 3S

# The FFI's own refusals: a shell passed something out of range.
ffi-empty-data-dir = Není zadaná složka pro hry.
ffi-no-word-lists = Složka se slovníky { $path } neexistuje.
ffi-rack-size = Stojánek má 7 nebo 9 písmen, ne { $count }.
ffi-finish-line = Cíl musí být větší než 0, ne { $count }.
ffi-empty-name = Jméno hráče je prázdné.
ffi-seats = Počet míst nemůže být { $count }.
ffi-players = Počet hráčů nemůže být { $count }.
ffi-wait = Čekání je 0 ms nebo víc, ne { $count }.
ffi-empty-push-token = Token oznámení je prázdný.
ffi-hint-count = Počet nápověd musí být 0 nebo víc, ne { $count }.
ffi-off-board = Řádek { $row }, sloupec { $col } je mimo desku: řádky a sloupce jdou od 0 do { $last }.
ffi-panicked = V aplikaci Slovo se něco pokazilo: { $detail }

# The iOS screens: the theme choice, and what VoiceOver reads of a square and a tile.
ui-follow-system = Podle systému
ui-light-theme = Světlý motiv
ui-a11y-blank-tile = žolík { $face }
ui-a11y-blank = žolík
ui-a11y-placed = položeno v tomto tahu
ui-a11y-last-play = poslední tah
ui-a11y-double-letter = dvojnásobná hodnota písmene
ui-a11y-triple-letter = trojnásobná hodnota písmene
ui-a11y-double-word = dvojnásobná hodnota slova
ui-a11y-triple-word = trojnásobná hodnota slova
ui-a11y-centre = střed, dvojnásobná hodnota slova

## The shells' own refusals.
ui-no-word-lists = V aplikaci chybí seznamy slov.
ui-online-no-challenge = Online hry kontrolují každé slovo hned při tahu: není co zpochybnit.

# The post-game analysis screen.
analysis-turn-title = Tah { $turn }
ui-analysis = Rozbor
ui-analysis-loading = Rozebírám hru…
ui-analysis-made = Zahráno
ui-analysis-best = Nejlepší
ui-analysis-options = Další možnosti
ui-analysis-rack = Stojánek: { $rack }
ui-analysis-score-equity = skóre { $score } · hodnota { $equity }
ui-analysis-retry = Zkusit znovu
