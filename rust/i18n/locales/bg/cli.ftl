# Slovo, български: играта в терминала (`slovo play`).

cli-header = Игра { $id }: { $language }, { $preset } правила, { $validation }, { -rack } с { $rack }; { $players }.
cli-versus = { $first } срещу { $second }
cli-legend = Дъска: . празно, = 3Д (утроява думата), - 2Д (удвоява думата), " 3Б (утроява буквата), ' 2Б (удвоява буквата), * център; плочките с главни букви, жокерите с малки.
cli-turn = Ход { $turn }: на ход е { $name }.
cli-scores = Точки: { $scores }
cli-rack = Поставка: { $rack }
cli-bag = { $count ->
    [one] Торба: { $count } плочка. Невидени: { $unseen }
   *[other] Торба: { $count } плочки. Невидени: { $unseen }
}
cli-end-of-input = Край на входа. { $saved }
cli-saved = Игра { $id } е записана; продължи я с `slovo play --resume { $id }`.
cli-over-saved = Игра { $id } свърши и е записана.
cli-help = Команди: 8H ДУМА (ред 8 от колона H, хоризонтално), H8 ДУМА (вертикално), . за плочка на дъската, малка буква за жокер, {"{"}LJ{"}"} за плочка с две букви (хърватските LJ, NJ, DŽ); exchange ПЛОЧКИ (? за жокер); pass (пас); challenge (оспорване); hint (подсказка); resign (отказване); quit (записва и излиза).
cli-refused = Отказано: { $reason }
cli-unreadable = Не мога да го разчета: { $reason }
cli-unknown-command = Непозната команда „{ $command }“. { $help }
cli-error = Грешка: { $reason }
cli-prompt-over = Играта свърши.
cli-prompt-challenge = { $play } Напиши `challenge`, за да го оспориш; всяка друга команда го приема.
cli-prompt-move = Твоят ход (8H ДУМА, H8 ДУМА, exchange ПЛОЧКИ, pass, hint, resign, quit, help)
cli-prompt-other = На ход е { $name }.
cli-no-saved-games = Няма записани игри.
cli-list-finished = свършена
cli-list-in-progress = тече, ход { $turn }
cli-no-unfinished = Няма недовършена игра за продължаване.
cli-no-such-game = Няма записана игра „{ $id }“ (`slovo play --list` ги показва).
cli-ambiguous-id = { $count } игри започват с „{ $id }“: въведи по-голяма част от номера.
cli-empty-id = Номерът на играта не може да е празен.
cli-levels-mismatch = --levels посочва { $levels } бота, а --bots казва { $bots }.
cli-too-many-bots = Най-много 3 бота.
cli-finish-line-zero = --finish-line трябва да е над 0.
# resign asks first: the question is ui-resign-title and ui-resign-text, then this.
cli-resign-answer = Напиши д (да), за да се откажеш, или каквото и да е друго, за да продължиш.
cli-resign-needs-yes = За да се откажеш от скрипт, добави --yes (`slovo online play ИГРА resign --yes`).
cli-resign-kept = Продължаваш да играеш.
# The answers that mean yes (any case), separated by spaces; y and yes work everywhere.
cli-yes = д да y yes

# The full-screen game (`slovo play` without --plain): panel titles and the keys' help.
tui-type-help = Напиши `help` (или натисни F1) за командите, клавишите и цветовете на дъската.
tui-board-title = Игра { $id } · { $language } · { $preset }
tui-board-title-short = Игра { $id }
tui-scores-title = Точки · ход { $turn }
tui-final-scores = Крайни точки
tui-left = (извън играта)
tui-awaits-challenge = (може да се оспори)
tui-rack-title = Твоята { -rack }
tui-unseen-title = Невидени · { -bag } { $count }
tui-moves-title = Ходове
tui-moves-title-rules = Ходове · { $validation }
tui-messages-title = Съобщения
tui-messages-scrolled = Съобщения · превъртени назад (PgDn за по-нови)
tui-bots-thinking = { $count ->
    [one] Ботът мисли…
   *[other] Ботовете мислят…
}
tui-over-prompt = Играта свърши: натисни Enter или Esc, за да излезеш.
tui-too-small = Увеличи терминала поне до { $width }×{ $height } (сега е { $columns }×{ $rows }). Ctrl-C записва играта и излиза.
tui-help-title = Помощ · ↑ ↓ PgUp PgDn превъртат · Esc затваря
tui-help-keys =
    Клавиши:
    Enter изпълнява реда, Esc го изтрива; ↑ и ↓ връщат написаните преди редове.
    ← → Home End (или Ctrl-A, Ctrl-E) местят курсора в реда; Backspace и Delete трият знак, Ctrl-W думата преди курсора, Ctrl-U целия ред.
    PgUp и PgDn превъртат съобщенията; F1 или `help` отваря тази помощ.
    Ctrl-C напуска играта; тя остава записана.
tui-help-legend =
    Дъската: 3W утроена дума, 2W удвоена дума, 3L утроена буква, 2L удвоена буква, ★ центърът.
    Плочките са жълти, тези от последния ход по-светли; { -blank }ът показва буквата си малка, в червено.

# `slovo online show` and `watch`.
online-header = Игра { $id } (стая { $code }, { $mode }, { $language }), версия { $version }
online-mode-quick = бърза
online-mode-daily = дневна
online-player = { $name } { $score }
online-you = (ти)
online-out = (извън играта)
online-your-turn = Твой ред е.
online-your-turn-until = Твой ред е: { $left }.
online-to-move-until = На ход е { $name }: { $left }.
online-low-time = Побързай: остават само { $left }!
online-queued = { $count ->
    [one] { $count } ход чака да бъде изпратен (`slovo online sync`).
   *[other] { $count } хода чакат да бъдат изпратени (`slovo online sync`).
}
online-dropped = Ходът { $id } беше отхвърлен: { $reason }

# `slovo online`: the other commands (register, create, join, seek, play, sync, games, watch).
online-registered = Регистрация: { $name } като устройство { $device } на { $server }.
online-room-created = { $seats ->
    [one] Стая за { $seats } играч ({ $mode }, { $language }): сподели кода ѝ.
   *[other] Стая за { $seats } играчи ({ $mode }, { $language }): сподели кода ѝ.
}
online-joined-started = Влезе в стая { $code }: игра { $id } започна.
online-joined-waiting = { $count ->
    [one] Влезе в стая { $code }: чака се още { $count } играч.
   *[other] Влезе в стая { $code }: чакат се още { $count } играчи.
}
online-matched = Намерен е съперник: игра { $id } (стая { $code }).
online-seek-pending = Още няма никого: търси отново със същите условия, за да продължиш да чакаш.
online-seek-expired = Никой не дойде: търси отново.
online-sent = Изпратено: играта е на версия { $version }.
online-move-queued = Ходът чака, още не е изпратен: { $reason }. `slovo online sync` ще го изпрати.
online-move-dropped = Ходът беше отхвърлен: { $reason }
online-synced = Изпратени: { $sent }, отхвърлени: { $dropped }, чакащи: { $waiting }, обновени игри: { $updated }.
online-dropped-move = Ходът { $id } на игра { $game } беше отхвърлен: { $reason }
online-offline = Няма връзка: { $reason }
online-watch-game-over = Играта свърши, следенето спира.
online-watch-ended = Следенето спря: { $reason }
online-read-failed = Играта не може да бъде прочетена: { $reason }
online-live = На живо.
online-connection-lost = Връзката прекъсна, нов опит: { $reason }
online-no-games = Няма онлайн игри: създай игра, присъедини се към игра или потърси съперник, или синхронизирай.
online-list-line = { $id } { $code } { $mode } { $language } v{ $version } { $status }
online-list-finished = свършена
online-list-your-turn = твой ред
online-list-waiting = чака се
online-list-queued = { $count ->
    [one] { $count } ход чака
   *[other] { $count } хода чакат
}

## slovo online stats | ratings (issue 18)
stats-not-registered = Това устройство няма профил: първо изпълнете slovo online register ИМЕ.
stats-none = Още няма завършени онлайн игри.
stats-overall = Всички игри
stats-kind = { $language }, { $mode }
stats-heading = { $name }:
stats-games = { $games ->
    [one] { $games } игра: { $wins } победи, { $losses } загуби, { $draws } равни
   *[other] { $games } игри: { $wins } победи, { $losses } загуби, { $draws } равни
}
stats-scores = Среден резултат { $average } (съперници { $opponents }), най-добра игра { $highest }
stats-best-play = Най-добър ход: { $word } за { $points }
stats-no-best-play = Най-добър ход: още няма
stats-bingos = Бинга на игра { $bingos }, отпадания { $eliminations }
stats-bingos-bots = Бинга на игра { $bingos }, предадени игри { $resignations }
stats-no-ratings = Още няма игри с рейтинг: всеки започва от 1500.
stats-rating-line = { $language }, { $mode }: { $rating } ± { $deviation } ({ $games ->
    [one] { $games } игра
   *[other] { $games } игри
})

## slovo lexicon why | junk-rate (issue 19)
lexicon-why-listed = { $word } е в списъка с думи ({ $language }).
lexicon-why-not-listed = { $word } не е в списъка с думи ({ $language }).
lexicon-why-cut = Премахнато е от правилото { $rule }.
lexicon-why-dropped = Филтърът го изпуска: { $reason }.
lexicon-why-no-source = Нито един ред от речника не образува тази форма.
lexicon-why-derivation = образувано от { $derivation }
lexicon-why-derivation-cut = образувано от { $derivation } (премахнато от { $rule })
lexicon-junk-rate = { $file }: { $junk } грешни от { $judged } оценени ({ $unsure } несигурни): { $rate } %, 95 % интервал { $low }–{ $high } %
lexicon-junk-rate-all = всички файлове

# slovo analyze FILE
analysis-cannot-read = Файлът { $file } не може да се прочете: { $reason }

# slovo online tycoon
online-tycoon-header = Tycoon { $id } (стая { $code }, { $mode }), версия { $version }
online-tycoon-no-games = Няма онлайн игри Tycoon: създай игра, присъедини се към игра или потърси съперник, или синхронизирай.
online-tycoon-log-refused = { $name }: дума беше отхвърлена.
online-tycoon-log-discarded = { $count ->
    [0] { $name }: ходът свърши.
    [one] { $name }: ходът свърши, { $count } карта изхвърлена и изтеглена нова.
   *[other] { $name }: ходът свърши, { $count } карти изхвърлени и изтеглени нови.
}
online-tycoon-log-timed-out = { $name }: времето изтече, извън играта.
