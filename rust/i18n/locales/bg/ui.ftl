# Slovo, български: екраните на телефона.

ui-app-name = Slovo
ui-new-game = Нова игра
ui-play-online = Игра онлайн
ui-settings = Настройки
ui-section-your-turn = Твой ред
ui-section-waiting = Чакат се противници
ui-section-finished = Свършени
ui-no-games = Още няма игри. Започни игра срещу бот или играй онлайн.
ui-sync-up-to-date = Всичко е обновено
ui-sync-sending = Изпращат се ходове…
ui-sync-offline = Без връзка
ui-sync-offline-waiting = { $count ->
    [one] Без връзка · { $count } ход чака изпращане
   *[other] Без връзка · { $count } хода чакат изпращане
}
ui-waiting-to-send = { $count ->
    [one] { $count } ход чака изпращане
   *[other] { $count } хода чакат изпращане
}
ui-versus = срещу { $names }
ui-kind-bots = Срещу ботове
ui-kind-quick = Бърза
ui-kind-daily = Дневна
ui-your-move = Твой ход
ui-their-move = Ход на противника
ui-game-over = Край на играта

ui-language = Език
ui-rules = Правила
ui-rack = Поставка
ui-rack-tiles = { $count } плочки
ui-finish-line = Цел
ui-no-finish-line = Без цел
ui-finish-line-points = { $count ->
    [one] { $count } точка
   *[other] { $count } точки
}
ui-finish-line-help = Който я стигне пръв, печели веднага; поставките не се приспадат.
ui-opponents = Противници
ui-bot = Бот { $n }
ui-add-bot = Добави бот
ui-remove-bot = Премахни
ui-start = Започни играта
ui-preset-classic = Класически
ui-preset-sss = Словашки клубни
ui-preset-bulgarian = Български
ui-preset-classic-help = Думите могат да се оспорват; грешното оспорване струва следващия ход. Смяна при 7+ в торбата.
ui-preset-sss-help = Думите могат да се оспорват; грешното оспорване не струва нищо. Три кръга без точки слагат край.
ui-preset-bulgarian-help = Всяка дума се проверява веднага. Смяна по всяко време; мостове едва от 4-ия ход.
ui-usual-rules = Обичайните правила
ui-usual-preset = { $name }. { $help }
ui-level-easy = Лесен
ui-level-medium = Среден
ui-level-hard = Труден

ui-play = Играй
ui-recall = Върни
ui-shuffle = Разбъркай
ui-exchange = Смени
ui-pass = Пас
ui-hint = Подсказка
ui-resign = Откажи се
ui-challenge = Оспори
ui-accept = Приеми
ui-history = История
ui-tiles = Плочки
ui-zoom-in = Увеличи
ui-zoom-out = Намали
ui-back = Назад
ui-cancel = Отказ
ui-ok = OK
ui-bag = Торба: { $count }
ui-legal = { $words } · { $count ->
    [one] { $count } точка
   *[other] { $count } точки
}
ui-your-turn = Твой ред е
ui-to-move = На ход е { $name }
ui-thinking = { $name } мисли…
ui-sending = Изпраща се…
ui-awaiting-challenge = Ходът на { $name } може да бъде оспорен
ui-may-challenge = Можеш да оспориш хода на { $name }
ui-your-play-waits = Ходът ти остава, ако никой не го оспори
ui-tap-a-square = Докосни поле за избраната плочка
ui-pick-blank = Жокерът замества…
ui-exchange-title = Избери плочки за смяна
ui-exchange-count = { $count ->
    [one] Смени { $count } плочка
   *[other] Смени { $count } плочки
}
ui-resign-title = Да се откажеш ли от тази игра?
ui-resign-text = Напускаш играта и не можеш да се върнеш в нея.
ui-exchange-all-title = Да смениш ли цялата поставка?
ui-unseen-title = Плочки, които не си видял
ui-unseen-summary = { $total } невидени · { $bag } в торбата
ui-no-history = Още няма ходове.
ui-move-waits = { $count ->
    [one] Ходът ти чака да бъде изпратен
   *[other] { $count } хода чакат да бъдат изпратени
}
ui-dropped-move = Един ход не беше приет: { $reason }
ui-eliminated = отпадна
ui-live-lost = Връзката прекъсна, нов опит…

ui-you-won = Ти печелиш!
ui-you-lost = Ти загуби
ui-draw = Равенство
ui-winner = { $name } печели
ui-place = { $place }.
ui-rack-adjustments = Крайни точки след приспадане на поставките
ui-back-to-games = Към игрите

ui-your-name = Твоето име
ui-register = Напред
ui-register-text = Избери името, което виждат другите играчи.
ui-create-room = Създай стая
ui-join-room = Влез в стая
ui-random = Случаен противник
ui-room-code = Код на стаята
ui-join = Влез
ui-quick-help = Шахматен часовник за всеки играч; играе се наведнъж.
ui-daily-help = 24 часа за ход; получаваш известие, когато е твой ред.
ui-players = Играчи
ui-clock = Часовник
ui-minutes = { $count } мин
ui-create = Създай
ui-find = Намери игра
ui-share = Сподели
ui-share-text = Играй Slovo с мен: { $link }
ui-room-waiting = { $joined } от { $seats } играчи са тук. Чакат се останалите…
ui-room-code-help = Дай този код на приятелите си.
ui-searching = Търси се противник…
ui-no-match = Никой не дойде. Нов опит?

ui-server = Сървър
ui-server-help = Къде се играят онлайн игрите.
ui-save = Запази
ui-saved = Запазено
ui-notifications = Известия
ui-notifications-help = Когато е твой ред в дневна игра
ui-board-labels = Надписи на бонус полетата
ui-board-labels-help = { ui-premium-dl }, { ui-premium-tl }, { ui-premium-dw }, { ui-premium-tw } на дъската
ui-dark-theme = Тъмна тема
ui-interface-language = Език на приложението
ui-interface-language-help = Езикът на телефона; езикът на играта се избира за всяка игра.
ui-player-name = Твоето име в игрите срещу ботове
ui-you = Ти

ui-premium-dl = 2Б
ui-premium-tl = 3Б
ui-premium-dw = 2Д
ui-premium-tw = 3Д

# The FFI's own refusals: a shell passed something out of range.
ffi-empty-data-dir = Не е зададена папка за игрите.
ffi-no-word-lists = Папката с речниците { $path } не съществува.
ffi-rack-size = Поставката побира 7 или 9 плочки, не { $count }.
ffi-finish-line = Целта трябва да е над 0, не { $count }.
ffi-empty-name = Името на играча е празно.
ffi-seats = Броят на местата не може да е { $count }.
ffi-players = Броят на играчите не може да е { $count }.
ffi-wait = Чакането е 0 ms или повече, не { $count }.
ffi-empty-push-token = Токенът за известия е празен.
ffi-hint-count = Броят на подсказките трябва да е 0 или повече, не { $count }.
ffi-off-board = Ред { $row }, колона { $col } е извън дъската: редовете и колоните са от 0 до { $last }.
ffi-panicked = Нещо в Slovo се обърка: { $detail }

# The iOS screens: the theme choice, and what VoiceOver reads of a square and a tile.
ui-follow-system = Според системата
ui-light-theme = Светла тема
ui-a11y-blank-tile = жокер { $face }
ui-a11y-blank = жокер
ui-a11y-placed = поставена в този ход
ui-a11y-last-play = последен ход
ui-a11y-double-letter = двойна стойност на буквата
ui-a11y-triple-letter = тройна стойност на буквата
ui-a11y-double-word = двойна стойност на думата
ui-a11y-triple-word = тройна стойност на думата
ui-a11y-centre = център, двойна стойност на думата

## The shells' own refusals.
ui-no-word-lists = В приложението липсват списъците с думи.
ui-online-no-challenge = Онлайн игрите проверяват всяка дума още при хода: няма какво да се оспорва.

# The post-game analysis screen.
analysis-turn-title = Ход { $turn }
ui-analysis = Анализ
ui-analysis-loading = Анализирам играта…
ui-analysis-made = Изиграно
ui-analysis-best = Най-добро
ui-analysis-options = Други възможности
ui-analysis-rack = Поставка: { $rack }
ui-analysis-score-equity = точки { $score } · стойност { $equity }
ui-analysis-retry = Опитай отново
