# Slovo, български: текстовете на самата игра (правила, запис, история, край, известия).
# Думите на играта (seeds/004): жокер, поставка, торба, смяна, пас, оспорване, бонус 50 точки.

-blank = жокер
-rack = поставка
-bag = торба

points = { $count ->
    [one] { $count } точка
   *[other] { $count } точки
}
tiles = { $count ->
    [one] { $count } плочка
   *[other] { $count } плочки
}
moves = { $count ->
    [one] { $count } ход
   *[other] { $count } хода
}
players = { $count ->
    [one] { $count } играч
   *[other] { $count } играчи
}

language-english = английски
language-slovak = словашки
language-czech = чешки
language-croatian = хърватски
language-danish = датски
language-bulgarian = български

preset-classic = класически
preset-sss = словашки клубни (SSS)
preset-bulgarian = български
validation-auto = всяка дума се проверява веднага
validation-single-challenge = единично оспорване
validation-double-challenge = двойно оспорване
level-easy = лесен
level-medium = среден
level-hard = труден
bot-name = Бот { $n } ({ $level })

rule-game-over = Играта свърши.
rule-not-your-turn = Не е ред на играч { $player } (на ход е играч { $current }).
rule-unknown-player = Няма играч { $player }.
rule-player-eliminated = Играч { $player } вече не е в играта.
rule-no-tiles = Ходът трябва да постави поне една плочка.
rule-duplicate-square = Полето { $square } е използвано два пъти в един ход.
rule-square-taken = На полето { $square } вече има плочка.
rule-tile-not-on-rack = Плочката { $tile } не е на поставката ти.
rule-bad-designation = В този комплект { -blank }ът не може да замества { $letter }.
rule-not-in-one-line = Плочките не са на един ред или в една колона.
rule-gap = Между плочките остава празно поле на { $square }: ходът трябва да е една непрекъсната дума.
rule-not-connected = Ходът не докосва нито една плочка на дъската.
rule-first-play-off-centre = Първата дума трябва да мине през звездата в центъра (H8).
rule-first-play-one-tile = Първата дума трябва да е от поне 2 плочки.
rule-bridge-too-early = Мост е позволен едва от { $allowed }-и ход нататък; сега е { $turn }-и ход.
rule-invalid-words = { $count ->
    [one] Думата не е в речника: { $words }.
   *[other] Думите не са в речника: { $words }.
}
rule-empty-exchange = При смяна трябва да избереш поне една плочка.
rule-exchange-bag-too-small = { $needed ->
    [one] Можеш да сменяш само докато в торбата има поне { $needed } плочка; сега има { $bag }.
   *[other] Можеш да сменяш само докато в торбата има поне { $needed } плочки; сега има { $bag }.
}
rule-nothing-to-challenge = Няма ход за оспорване.
rule-own-play = Играч { $player } не може да оспори собствения си ход.
rule-challenge-pending = Един ход чака решение: първо го оспори или приеми.

notation-unknown-language = Непознат език „{ $name }“ (english, slovak, czech, croatian, danish, bulgarian).
notation-unknown-preset = Непознати правила „{ $name }“ (classic, sss, bulgarian).
notation-unknown-face = „{ $face }“ не е плочка от комплекта { $tiles }.
notation-unclosed-brace = Незатворена скоба „{"{"}“ в „{ $text }“.
notation-not-a-rack-tile = „{ $text }“ не е { -rack }: пиши плочките с главни букви и ? за жокер.
notation-bad-position = „{ $text }“ не е поле или позиция (8H хоризонтално, H8 вертикално).
notation-bad-board = Дъската трябва да е 15 реда по 15 полета: { $detail }
notation-off-board = Думата излиза извън дъската.
notation-through-empty = Точката отбелязва { $square } като заето, но полето е празно.
notation-board-mismatch = На { $square } стои { $board }, а не { $written }.
notation-undesignated-blank = Жокерът на дъската трябва да замества някоя буква.
notation-unreadable-move = Ходът „{ $text }“ не може да се разчете: 8H ДУМА, H8 ДУМА, exchange ПЛОЧКИ, pass или resign.
notation-read-as-letters = { $error } ({ $pairs } се прочете като отделни букви; плочката с две букви напиши като { $braced }.)

history-play = { $name }: { $play } { $score }
history-play-withdrawn = { $name }: { $play } { $score } (оспорен и оттеглен)
history-play-stands = { $name }: { $play } { $score } (оспорен, остава)
history-exchange = { $count ->
    [one] { $name }: смяна на { $count } плочка
   *[other] { $name }: смяна на { $count } плочки
}
history-exchange-own = { $name }: смяна на { $tiles }
history-pass = { $name }: пас
history-lost-turn = { $name }: загубен ход (неуспешно оспорване)
history-resigned = { $name }: отказ
history-timed-out = { $name }: времето изтече

challenge-upheld = { $who ->
    [by-me] Оспорваш хода { $play } на { $author }: с право, ходът се оттегля.
    [mine] { $by } оспорва твоя ход { $play }: с право, ходът се оттегля.
   *[other] { $by } оспорва хода { $play } на { $author }: с право, ходът се оттегля.
}
challenge-stands = { $who ->
    [by-me] Оспорваш хода { $play } на { $author }: ходът остава.
    [mine] { $by } оспорва твоя ход { $play }: ходът остава.
   *[other] { $by } оспорва хода { $play } на { $author }: ходът остава.
}
challenge-someone = Играч
play-accepted = Ходът е приет.

end-went-out = { $name } изигра всичките си плочки
end-scoreless-turns = всички играчи изиграха поред ходове без точки
end-no-legal-plays = никой няма възможен ход
end-finish-line = { $name } стигна целта
end-last-player = { $name }: последният играч в играта
end-game-over = Край на играта: { $reason }.
end-ranking = Крайно класиране:
end-rank = { $place }. { $name } { $score }
end-rank-adjusted = (преди поставката: { $before }, поставка { $adjustment })
end-you-won = Победа!
end-you-drew = Равенство за първото място: { $others } и ти.
end-you-lost = Загуба. { $count ->
    [one] Победител
   *[other] Победители
}: { $winners }.
end-rank-resigned = (след отказ; точките остават)
end-rank-timed-out = (след изтекло време; точките остават)

## Кой започва (RULES.md §6).
start-drawn = { $name } – { $tile }
start-drawn-blank = { $name } – { -blank }
start-draw = Теглене за първия ход: { $draws }.
start-draw-again = Равенство, тегли се отново: { $draws }.
start-lowest = Първи ход: { $name }; { $tile } е най-близо до началото на азбуката.
start-blank = Първи ход: { $name }; { -blank }ът бие всяка буква.
start-random = Първи ход: { $name }; реши случаен избор.

hint-order = Подсказки, най-добрата първа по стойност: точките плюс стойността на плочките, които запазваш.
hint-play = { $play } { $score }, стойност { $equity }
hint-play-also = { $play } { $score }, стойност { $equity }; същата дума се побира и на { $count ->
    [one] още едно място
   *[other] още { $count } места
}: { $places }
hints-used = { $count ->
    [0] Без подсказки.
   *[other] Ходове с подсказка: { $count }.
}
hint-none = Подсказка: не е намерен ход.

push-your-turn-title = Твой ред е
push-your-turn = Твой ред е в играта с { $opponents }.
push-time-running-out-title = Времето изтича
push-time-running-out = В играта с { $opponents } използва по-голямата част от времето си за ход.
push-last-hour-title = Остава един час
push-last-hour = Изиграй хода си в играта с { $opponents } до един час, иначе отпадаш.
push-eliminated-title = Времето изтече
push-eliminated = Времето ти в играта с { $opponents } изтече: другите продължават.
push-game-over-title = Край на играта
push-game-over = Играта с { $opponents } свърши.

time-days = { $days } д
time-hours = { $hours } ч
time-hours-minutes = { $hours } ч { $minutes } мин
time-minutes = { $minutes } мин
time-left = остават { $time }

app-storage = Игрите не могат да се запишат или прочетат: { $detail }
app-engine = Речниците не могат да се прочетат: { $detail }
app-record = Записът на играта не може да се прочете: { $detail }
app-unknown-game = Няма игра { $id }.
app-not-humans-turn = Не е твой ред.
app-hints-not-allowed = Подсказки има само в игра, в която единственият човек е този, който пита.
app-bot-count = Една игра има от 1 до 3 бота, а не { $count }.
app-corrupt = Записаната игра не може да се възпроизведе: { $detail }
app-no-server = Няма зададен сървър: първо въведи адреса му.
app-already-registered = Това устройство вече е регистрирано като { $name } на { $server }.
app-bad-server-url = Това не е адрес на сървър (http://HOST:PORT или https://…): { $url }
app-quick-needs-network = Бързите игри изискват мрежа, защото часовникът им продължава да тече.
app-move-waiting = Ход от тази игра вече чака да бъде изпратен: първо синхронизирай.
app-unreadable-move = Ходът „{ $text }“ не може да се разчете: 8H ДУМА, H8 ДУМА, exchange ПЛОЧКИ, pass или resign.
app-bad-push = Приложението не разбира това известие.
app-runtime = Мрежата не може да се стартира: { $detail }
sync-unreachable = Сървърът е недостъпен. Опитай по-късно.
sync-conflict = Един ход не беше приет: { $reason }
sync-not-registered = Това устройство не е регистрирано на сървър.
sync-bad-answer = Отговорът на сървъра не е разбираем.
sync-unknown-move = Чакащ ход се изгуби.
server-refused = Сървърът отказа: { $code }.
server-rule-violation = Сървърът отказа хода: той нарушава правилата.
server-not-your-turn = Не е твой ред.
server-room-not-found = Няма стая с този код.
server-room-full = Стаята е пълна.
server-room-expired = Стаята е изтекла.
server-too-many-rooms = Имаш твърде много стаи, които чакат играчи.
server-game-not-found = Няма такава игра.
server-game-not-started = Играта още не е започнала.
server-other-game-family = Тази игра е от другия вид (игра с думи или Tycoon): отворете я от списъка с игри.
server-seek-not-found = Търсенето на противник приключи.
server-unauthorized = Сървърът не познава това устройство: регистрирай се отново.
server-invalid-display-name = Сървърът не приема това име.
server-unknown-language = Сървърът няма този език.
server-rate-limited = Твърде много заявки: опитай след малко.
server-internal = Сървърът има проблем. Опитай по-късно.
server-concurrent-update = Играта междувременно се промени: опитай отново.
server-bad-body = Сървърът не разбра какво изпрати приложението. Опитай да обновиш приложението.
server-body-too-large = Приложението изпрати наведнъж твърде много данни към сървъра.
server-duplicate = Същата заявка пристигна два пъти едновременно: опитай отново.
server-forbidden-move = Само часовникът на сървъра може да реши, че времето на играч е изтекло.
server-invalid-body = Сървърът не прие това, което изпрати приложението. Опитай да обновиш приложението.
server-invalid-minutes = Сървърът не предлага това време за ход.
server-invalid-move = Този ход не може да бъде прочетен: провери полетата и буквите.
server-invalid-move-id = Приложението изпрати хода без валиден етикет. Опитай да обновиш приложението.
server-invalid-path = Сървърът не разбра адреса на заявката. Опитай да обновиш приложението.
server-invalid-players = Една игра има от 2 до 4 играчи.
server-invalid-push-token = Известията не можаха да бъдат включени на това устройство.
server-invalid-query = Сървърът не разбра заявката на приложението. Опитай да обновиш приложението.
server-invalid-seats = Една стая има от 2 до 4 места.
server-language-unavailable = В момента сървърът не предлага игри на този език.
server-malformed-json = Приложението изпрати повредени данни към сървъра. Опитай да обновиш приложението.
server-method-not-allowed = Сървърът не приема тази заявка. Опитай да обновиш приложението.
server-no-such-endpoint = Сървърът не познава тази заявка: провери адреса на сървъра или обнови приложението.
server-not-your-game = Не играеш в тази игра.
server-stale-version = Играта продължи, преди ходът ти да пристигне: погледни дъската и опитай отново.
server-time-out = Времето на играча на ход изтече.
server-unsupported-media-type = Приложението изпрати данни в грешен формат към сървъра. Опитай да обновиш приложението.

# Post-game analysis (slovo analyze, the analysis screen): each turn's options by equity.
analysis-not-over = Играта още не е свършила: може да се анализира, когато свърши.
analysis-no-seat = В тази игра няма играч { $seat }: играчите са { $players }.
analysis-racks-unknown = Поставките на играч { $seat } не са известни на това устройство: могат да се анализират само твоите ходове.
analysis-cancelled = Анализът беше прекъснат.
analysis-move-play = { $play }
analysis-move-exchange = смяна на { $tiles }
analysis-move-pass = пас
analysis-heading = { $name }: { $turns ->
    [one] { $turns } ход
   *[other] { $turns } хода
}
analysis-turn = Ход { $turn }, { -rack } { $rack }: { $move } { $score }, стойност { $equity }
analysis-turn-best-made = Най-добрият ход.
analysis-turn-best = Най-добро: { $move } { $score }, стойност { $equity }; загубена стойност { $lost }.
analysis-option = { $rank }. { $move } { $score }, стойност { $equity }
analysis-endgame = Торбата беше празна: стойността отчита плочките, останали на поставките накрая.
analysis-withdrawn = Оспорен и оттеглен: оценява се като пас.
analysis-summary-equity-lost = Загубена стойност
analysis-summary-points-left = Пропуснати точки
analysis-summary-best-made = Изиграни най-добри ходове
analysis-summary-best-made-value = { $made } от { $turns }
analysis-summary-best-move = Най-добър ход
analysis-summary-worst-move = Най-слаб ход
analysis-summary-move-value = ход { $turn }: { $move } { $score }
analysis-summary-worst-value = ход { $turn }: { $move }, загубена стойност { $lost }
analysis-summary-none = няма
analysis-no-turns = Няма ходове за анализ.
