# Slovo, slovenčina: obrazovky telefónu.

ui-app-name = Slovo
ui-new-game = Nová hra
ui-play-online = Hrať online
ui-settings = Nastavenia
ui-section-your-turn = Si na ťahu
ui-section-waiting = Čaká sa na súperov
ui-section-finished = Skončené
ui-no-games = Zatiaľ žiadne hry. Začni hru proti botovi alebo hraj online.
ui-sync-up-to-date = Aktuálne
ui-sync-sending = Odosielajú sa ťahy…
ui-sync-offline = Offline
ui-sync-offline-waiting = { $count ->
    [one] Offline · { $count } ťah čaká na odoslanie
    [few] Offline · { $count } ťahy čakajú na odoslanie
   *[other] Offline · { $count } ťahov čaká na odoslanie
}
ui-waiting-to-send = { $count ->
    [one] { $count } ťah čaká na odoslanie
    [few] { $count } ťahy čakajú na odoslanie
   *[other] { $count } ťahov čaká na odoslanie
}
ui-versus = proti { $names }
ui-kind-bots = Proti botom
ui-kind-quick = Rýchla
ui-kind-daily = Denná
ui-your-move = Tvoj ťah
ui-their-move = Ťah súpera
ui-game-over = Koniec hry

ui-language = Jazyk
ui-rules = Pravidlá
ui-rack = Zásobník
ui-rack-tiles = { $count } písmen
ui-finish-line = Cieľ
ui-no-finish-line = Žiadny
ui-finish-line-points = { $count ->
    [one] { $count } bod
    [few] { $count } body
   *[other] { $count } bodov
}
ui-finish-line-help = Kto ho dosiahne prvý, hneď vyhráva; zásobníky sa neodpočítavajú.
ui-opponents = Súperi
ui-bot = Bot { $n }
ui-add-bot = Pridať bota
ui-remove-bot = Odobrať
ui-start = Začať hru
ui-preset-classic = Klasické
ui-preset-sss = Klubové (SSS)
ui-preset-bulgarian = Bulharské
ui-preset-classic-help = Slová sa dajú spochybniť; neoprávnené spochybnenie stojí ďalší ťah. Výmena, kým je vo vrecúšku 7+.
ui-preset-sss-help = Slová sa dajú spochybniť; neoprávnené spochybnenie nič nestojí. Tri kolá bez bodov ukončia hru.
ui-preset-bulgarian-help = Každé slovo sa overí hneď. Výmena kedykoľvek; premostenie až od 4. ťahu.
ui-usual-rules = Obvyklé pravidlá
ui-usual-preset = { $name }. { $help }
ui-level-easy = Ľahký
ui-level-medium = Stredný
ui-level-hard = Ťažký

ui-play = Položiť
ui-recall = Vrátiť
ui-shuffle = Zamiešať
ui-exchange = Vymeniť
ui-pass = Vynechať
ui-hint = Rada
ui-resign = Vzdať sa
ui-challenge = Spochybniť
ui-accept = Prijať
ui-history = História
ui-tiles = Písmená
ui-zoom-in = Priblížiť
ui-zoom-out = Oddialiť
ui-back = Späť
ui-cancel = Zrušiť
ui-ok = OK
ui-bag = Vrecúško: { $count }
ui-legal = { $words } · { $count ->
    [one] { $count } bod
    [few] { $count } body
   *[other] { $count } bodov
}
ui-your-turn = Si na ťahu
ui-to-move = Na ťahu: { $name }
ui-thinking = { $name } premýšľa…
ui-sending = Odosiela sa…
ui-awaiting-challenge = Ťah hráča { $name } sa dá spochybniť
ui-may-challenge = Ťah hráča { $name } môžeš spochybniť
ui-your-play-waits = Tvoj ťah platí, ak ho nikto nespochybní
ui-tap-a-square = Ťukni na políčko pre vybrané písmeno
ui-pick-blank = Žolík predstavuje…
ui-exchange-title = Vyber písmená na výmenu
ui-exchange-count = { $count ->
    [one] Vymeniť { $count } písmeno
    [few] Vymeniť { $count } písmená
   *[other] Vymeniť { $count } písmen
}
ui-resign-title = Vzdať túto hru?
ui-resign-text = Odídeš z hry a nebudeš sa do nej môcť vrátiť.
ui-exchange-all-title = Vymeniť celý zásobník?
ui-unseen-title = Písmená, ktoré nevidíš
ui-unseen-summary = { $total } neviditeľných · { $bag } vo vrecúšku
ui-no-history = Zatiaľ žiadne ťahy.
ui-move-waits = { $count ->
    [one] Tvoj ťah čaká na odoslanie
    [few] { $count } ťahy čakajú na odoslanie
   *[other] { $count } ťahov čaká na odoslanie
}
ui-dropped-move = Ťah nebol prijatý: { $reason }
ui-eliminated = mimo hry
ui-live-lost = Spojenie sa prerušilo, skúša sa znova…

ui-you-won = Vyhral si!
ui-you-lost = Prehral si
ui-draw = Remíza
ui-winner = Vyhráva { $name }
ui-place = { $place }.
ui-rack-adjustments = Konečné skóre po odpočítaní zásobníkov
ui-back-to-games = Späť na hry

ui-your-name = Tvoje meno
ui-register = Pokračovať
ui-register-text = Vyber si meno, ktoré uvidia ostatní hráči.
ui-create-room = Vytvoriť miestnosť
ui-join-room = Vstúpiť do miestnosti
ui-random = Náhodný súper
ui-room-code = Kód miestnosti
ui-join = Vstúpiť
ui-quick-help = Šachové hodiny pre každého hráča; hrá sa naraz.
ui-daily-help = 24 hodín na ťah; keď si na ťahu, príde ti notifikácia.
ui-players = Hráči
ui-clock = Hodiny
ui-minutes = { $count } min
ui-create = Vytvoriť
ui-find = Nájsť hru
ui-share = Zdieľať
ui-share-text = Zahraj si so mnou Slovo: { $link }
ui-room-waiting = Hráči v miestnosti: { $joined } z { $seats }. Čaká sa na ostatných…
ui-room-code-help = Daj tento kód priateľom.
ui-searching = Hľadá sa súper…
ui-no-match = Nikto neprišiel. Skúsiť znova?

ui-server = Server
ui-server-help = Kde sa hrajú online hry.
ui-save = Uložiť
ui-saved = Uložené
ui-notifications = Notifikácie
ui-notifications-help = Keď si na ťahu v dennej hre
ui-board-labels = Označenie prémiových políčok
ui-board-labels-help = { ui-premium-dl }, { ui-premium-tl }, { ui-premium-dw }, { ui-premium-tw } na hracej ploche
ui-dark-theme = Tmavý motív
ui-interface-language = Jazyk rozhrania
ui-interface-language-help = Jazyk telefónu; jazyk hry sa volí pre každú hru zvlášť.
ui-player-name = Tvoje meno v hrách proti botom
ui-you = Ty

ui-premium-dl = 2P
ui-premium-tl = 3P
ui-premium-dw = 2S
ui-premium-tw = 3S

# The FFI's own refusals: a shell passed something out of range.
ffi-empty-data-dir = Nie je zadaný priečinok na hry.
ffi-no-word-lists = Priečinok so slovníkmi { $path } neexistuje.
ffi-rack-size = Zásobník má 7 alebo 9 písmen, nie { $count }.
ffi-finish-line = Cieľ musí byť väčší ako 0, nie { $count }.
ffi-empty-name = Meno hráča je prázdne.
ffi-seats = Počet miest nemôže byť { $count }.
ffi-players = Počet hráčov nemôže byť { $count }.
ffi-wait = Čakanie je 0 ms alebo viac, nie { $count }.
ffi-empty-push-token = Token notifikácií je prázdny.
ffi-hint-count = Počet rád musí byť 0 alebo viac, nie { $count }.
ffi-off-board = Riadok { $row }, stĺpec { $col } je mimo plochy: riadky a stĺpce idú od 0 po { $last }.
ffi-panicked = V aplikácii Slovo sa niečo pokazilo: { $detail }

# The iOS screens: the theme choice, and what VoiceOver reads of a square and a tile.
ui-follow-system = Podľa systému
ui-light-theme = Svetlý motív
ui-a11y-blank-tile = žolík { $face }
ui-a11y-blank = žolík
ui-a11y-placed = položené v tomto ťahu
ui-a11y-last-play = posledný ťah
ui-a11y-double-letter = dvojnásobná hodnota písmena
ui-a11y-triple-letter = trojnásobná hodnota písmena
ui-a11y-double-word = dvojnásobná hodnota slova
ui-a11y-triple-word = trojnásobná hodnota slova
ui-a11y-centre = stred, dvojnásobná hodnota slova

## The shells' own refusals.
ui-no-word-lists = V aplikácii chýbajú zoznamy slov.
ui-online-no-challenge = Online hry kontrolujú každé slovo hneď pri ťahu: nie je čo spochybniť.

# The post-game analysis screen.
analysis-turn-title = Ťah { $turn }
ui-analysis = Rozbor
ui-analysis-loading = Rozoberám hru…
ui-analysis-made = Zahrané
ui-analysis-best = Najlepšie
ui-analysis-options = Ďalšie možnosti
ui-analysis-rack = Zásobník: { $rack }
ui-analysis-score-equity = skóre { $score } · hodnota { $equity }
ui-analysis-retry = Skúsiť znova
