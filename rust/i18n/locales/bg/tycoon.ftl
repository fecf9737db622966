### Tycoon, the letter-patent card game: its screens in the terminal and on the phones.
### Command words (word, exchange, pass, q, buy, done, penalty, help, quit) stay English in
### every language, as `slovo play`'s do.

tycoon-level-easy = лесен
tycoon-level-medium = среден
tycoon-level-hard = труден
tycoon-header = Tycoon (игра { $id }): { $players }.
tycoon-help-hint = Командите се виждат с help.
tycoon-goal = Цел: патенти за { $value } $ започват последния рунд
tycoon-final-round = Последен рунд: играта свършва с този рунд.
tycoon-final-round-begins = { $name }: патенти за { $value } $. Започва последният рунд: всички играят до края на този рунд.
tycoon-turn-you = Рунд { $round }: твой ред е.
tycoon-turn-other = Рунд { $round }: на ход е { $name }.
tycoon-over = { $rounds ->
    [one] Край на играта след { $rounds } рунд.
   *[other] Край на играта след { $rounds } рунда.
}

## The screen's panels.
tycoon-col-money = Пари
tycoon-col-stock = Акции
tycoon-col-patents = Патенти
tycoon-col-score = Точки
tycoon-money = { $amount } $
tycoon-letter-price = { $letter } { $price } $
tycoon-hand-title = Твоите карти
tycoon-community-title = На масата
tycoon-patents-title = Патенти: цена, собственик
tycoon-powers-short = B J K удвояват · Q V X Z умения
tycoon-deck = { $count ->
    [one] Тесте { $count } карта · изхвърлени { $discards }
   *[other] Тесте { $count } карти · изхвърлени { $discards }
}
tycoon-too-small = Терминалът е { $width }×{ $height }: Tycoon иска поне { $min-width }×{ $min-height }. Увеличи прозореца или играй с --plain.
tycoon-none = няма

## Plain mode's state block.
tycoon-plain-player = { $name }: { $money } $, { $stock ->
    [one] { $stock } акция
   *[other] { $stock } акции
}, патенти за { $value } $ ({ $patents }), точки { $score }
tycoon-plain-free = Патенти за продан: { $cards }
tycoon-plain-community = На масата: { $cards }
tycoon-plain-hand = Твоите карти: { $cards }
tycoon-plain-deck = { $count ->
    [one] Тесте: { $count } карта, изхвърлени: { $discards }.
   *[other] Тесте: { $count } карти, изхвърлени: { $discards }.
}

## What may be typed now.
tycoon-prompt-start = Твой ред е: word ДУМА, exchange БУКВИ, pass, help
tycoon-prompt-start-q = Твой ред е: q БУКВА (патент Q: първо смени карта), word ДУМА, exchange БУКВИ, pass, help
tycoon-attempts-left = { $count ->
    [one] остава { $count } опит
   *[other] остават { $count } опита
}
tycoon-prompt-after-word = Купи патент с buy БУКВА ({ $letters }) или завърши хода с done (done БУКВИ изхвърля и тези карти)
tycoon-prompt-after-word-none = Сега не можеш да купиш патент: завърши хода с done (done БУКВИ изхвърля и тези карти)
tycoon-prompt-penalty = Загуби хода си: изхвърли една карта от ръката с penalty БУКВА (например penalty { $example })
tycoon-prompt-pending = { $name }: { $words }. challenge (оспорване) или accept (приемане)
tycoon-preview = Ако я наредиш: { $words }
tycoon-prompt-other = Играе { $name }…
tycoon-prompt-over = Играта свърши.
tycoon-press-enter = Играта свърши: Enter или Esc я затваря.
tycoon-help = Команди: word ДУМА нарежда дума от твоите карти (те се ползват първи) и картите на масата; с патент V две думи (word CAT DOG); с патент X * след буква ползва тази карта два пъти (word BO*K); с патент Z +S добавя S накрая (word CAT+S); y накрая брои Y за гласна (word GYM y). exchange БУКВИ връща тези карти срещу нови; pass завършва хода без дума; q БУКВА (патент Q) сменя карта преди думата; след дума buy БУКВА купува патента на буквата, а done [БУКВИ] завършва хода и изхвърля тези карти; след три отхвърлени думи penalty БУКВА изхвърля картата, която ходът струва. quit запазва играта и излиза. Патентите B, J и K удвояват плащането за дума, която започва и свършва с гласна (B), е поне наполовина от гласни (J) или има само една гласна (K); карта Q в думата също я удвоява.
tycoon-help-challenge = Думите могат да се оспорват: когато чака дума на друг играч, challenge я оспорва (ако я няма в списъка с думи, авторът губи хода; ако я има, плащаш 1 $), а accept я приема.

## The message log.
tycoon-word = { $word }: { $money } $, { $stock ->
    [one] { $stock } акция
   *[other] { $stock } акции
}
tycoon-doubled = { " " }(×{ $factor })
tycoon-royalty = { $name } +{ $amount } $
tycoon-royalties = ; лицензионни такси: { $paid }
tycoon-log-play = { $name }: { $words }
tycoon-log-rejected = { $count ->
    [one] { $name }: { $word } не е дума (остава { $count } опит).
   *[other] { $name }: { $word } не е дума (остават { $count } опита).
}
tycoon-log-rejected-last = { $name }: { $word } не е дума и ходът е загубен.
tycoon-log-q = { $name }: една карта сменена (патент Q).
tycoon-log-buy = { $name }: патент { $letter } купен за { $price } $.
tycoon-log-finish = { $name }: край на хода.
tycoon-log-finish-discard = { $count ->
    [one] { $name }: край на хода, { $count } карта изхвърлена.
   *[other] { $name }: край на хода, { $count } карти изхвърлени.
}
tycoon-log-pass = { $name }: пас.
tycoon-log-exchange = { $count ->
    [one] { $name }: { $count } карта сменена.
   *[other] { $name }: { $count } карти сменени.
}
tycoon-log-penalty = { $name }: една карта изхвърлена за загубения ход.
tycoon-log-challenge = { $name }: оспорване.
tycoon-log-pending = { $name }: думата чака дали някой ще я оспори.

## Refusals of what was typed.
tycoon-refused = Отказано: { $reason }
tycoon-empty-exchange = Посочи кои карти връщаш: exchange БУКВИ (например { $example }). Ход без смяна завършва с pass.
tycoon-not-in-hand = { $letters } не е в ръката ти ({ $hand }).
tycoon-cannot-spell = С твоите карти и картите на масата не може да се нареди { $word }.
tycoon-which-letter = Коя карта? Напиши една буква от ръката си, например { $example }.
tycoon-copy-first = * повтаря буквата преди себе си, затова дума не може да започва с нея.
tycoon-unknown-command = Непозната команда „{ $command }“. { $help }
tycoon-bots-range = --bots трябва да е от 1 до 4.

## Saving and resuming.
tycoon-saved = Игра { $id } е записана; продължи я с `slovo tycoon play --resume { $id }`.
tycoon-end-of-input = Край на входа. { $saved }
tycoon-no-saved-game = Няма недовършена игра на Tycoon за продължаване.
tycoon-no-such-game = Няма записана игра на Tycoon „{ $id }“ (`slovo play --list` ги показва).
tycoon-old-save = { $path } не се чете: записала го е по-стара версия на slovo, а игрите на Tycoon вече са в slovo.db.

## The end of the game.
tycoon-you-win = Ти печелиш!
tycoon-winner = Победител: { $name }.
tycoon-tie = Равенство: { $names }.
tycoon-score-rule = Краен резултат = пари + акции + цените на притежаваните патенти; при равни точки по-напред е по-високата стойност на патентите.
tycoon-breakdown = { $place }. { $name }: { $score } = { $money } $ пари + { $stock ->
    [one] { $stock } акция
   *[other] { $stock } акции
} + патенти за { $value } $ ({ $patents })
tycoon-tiebreak = Равни точки ({ $score }): по-напред е по-високата стойност на патентите.
tycoon-standing-out = Извън играта: времето изтече

## The rules' refusals (slovo_tycoon::TycoonError).
tycoon-error-player-count = Tycoon е за 2 до 5 играчи, не за { $count }.
tycoon-error-game-over = Играта свърши.
tycoon-error-wrong-phase = Не сега: { $action } ({ $phase }).
tycoon-error-no-hand-card = В ръката ти няма карта № { $card }.
tycoon-error-no-community-card = На масата няма карта № { $card }.
tycoon-error-card-used-twice = Всяка карта може да се ползва само веднъж (патент X ползва една карта два пъти).
tycoon-error-too-short = Думата иска поне 3 истински карти.
tycoon-error-no-card-from-hand = Думата иска поне една карта от ръката ти.
tycoon-error-no-word = Няма дума: напиши word и после думата.
tycoon-error-needs-v = Две думи искат патент V.
tycoon-error-too-many-words = Най-много две думи на ход (с патент V).
tycoon-error-needs-x = Карта два пъти (*) позволява само патент X.
tycoon-error-x-used-twice = Патент X повтаря една карта веднъж на ход.
tycoon-error-copy-of-unplayed-card = * трябва да повтаря карта, изиграна в този ход.
tycoon-error-needs-z = Добавено S (+S) иска патент Z.
tycoon-error-z-used-twice = Патент Z добавя едно S веднъж на ход.
tycoon-error-needs-q = Смяна на карта преди хода позволява само патент Q.
tycoon-error-q-used-twice = Патент Q сменя една карта веднъж на ход.
tycoon-error-not-a-letter = { $letter } не е буква.
tycoon-error-patent-owned = Патентът на { $letter } вече има собственик.
tycoon-error-patent-not-played = Не си изиграл { $letter } от истинска карта в този ход, затова не можеш да купиш патента ѝ.
tycoon-error-cannot-afford = Патентът на { $letter } струва { $price } $; имаш { $money } $.
tycoon-error-patent-already-bought = Най-много един патент на ход.
tycoon-error-not-challenge-mode = Оспорването е изключено: думите се проверяват веднага.
tycoon-error-no-player = Няма играч № { $player }.
tycoon-error-own-challenge = Не можеш да оспориш собствената си дума.
tycoon-error-empty-hand = Ръката ти е празна: няма какво да изхвърлиш.
tycoon-step-q-replace = смяна на карта (само в началото на хода)
tycoon-step-build = нареждане на дума
tycoon-step-answer = отговор на дума
tycoon-step-buy-patent = купуване на патент
tycoon-step-finish = край на хода след дума
tycoon-step-exchange = смяна на карти
tycoon-step-penalty-discard = изхвърляне на карта за загубен ход
tycoon-phase-start = ходът току-що започна
tycoon-phase-pending = дума чака оспорване
tycoon-phase-after-word = думата вече е платена
tycoon-phase-penalty = ходът е загубен и трябва да се изхвърли карта
tycoon-phase-over = играта свърши

## The phones' Tycoon screen (slovo-ffi).
tycoon-negative-card = Няма карта { $card }: картите се броят от 0.
tycoon-preview-unknown = { $word } не е в списъка с думи.

## The phones' Tycoon screens (the Android and iOS shells).
ui-game-choice = Игра
ui-game-word = Игра на думи
ui-game-tycoon = Tycoon
ui-game-word-help = Думи на дъска, плочки от торбичка.
ui-game-tycoon-help = Игра на карти с патенти за букви, на английски: съставяй думи от своите карти и картите на масата, печели пари и акции, купувай патенти за букви и събирай таксите им.
ui-tycoon-words = Думи
ui-tycoon-checked = Проверяват се веднага
ui-tycoon-challenged = Могат да се оспорват
ui-tycoon-checked-help = Дума, която списъкът не познава, ти струва един от трите опита за хода.
ui-tycoon-challenged-help = Думата остава, докато някой не я оспори: правилното оспорване отнема хода на автора, грешното струва 1 $ на оспорващия.
ui-tycoon-holdings = { $money } $ · { $stock ->
    [one] { $stock } акция
   *[other] { $stock } акции
}
ui-tycoon-patent-value = патенти { $value } $
ui-tycoon-cards = { $count ->
    [one] { $count } карта
   *[other] { $count } карти
}
ui-tycoon-deck = { $count ->
    [one] Тесте: { $count } карта
   *[other] Тесте: { $count } карти
}
ui-tycoon-goal-min = Цел: патенти за { $value } $, поне { $count }, започват последния рунд
ui-tycoon-patents = Патенти
ui-tycoon-recent = От последния ти ход
ui-tycoon-no-recent = Играта току-що започна.
ui-tycoon-word = Твоята дума
ui-tycoon-second-word = Втора дума (V)
ui-tycoon-tap-cards = Докосвай своите карти и картите на масата, за да съставиш дума.
ui-tycoon-tap-copy = Патент X: докосни карта, която вече е в думата, за да я използваш два пъти.
ui-tycoon-build = Състави
ui-tycoon-clear = Изчисти
ui-tycoon-add-s = + S (Z)
ui-tycoon-y-vowel = Y е гласна
ui-tycoon-replace = Смени карта (Q)
ui-tycoon-tap-replace = Докосни картата, която сменяш.
ui-tycoon-exchange = Смени
ui-tycoon-tap-exchange = Докосни картите, които връщаш, или пас.
ui-tycoon-exchange-count = { $count ->
    [0] Пас
    [one] Смени { $count } карта
   *[other] Смени { $count } карти
}
ui-tycoon-end-turn = { $count ->
    [0] Край на хода
   *[other] Край на хода, изхвърли { $count }
}
ui-tycoon-after-word = Купи патента на буква, която изигра, или завърши хода. Докосни карти, за да ги изхвърлиш.
ui-tycoon-after-word-none = Няма патент за купуване: завърши хода. Докосни карти, за да ги изхвърлиш.
ui-tycoon-buy = Купи { $letter } за { $price } $
ui-tycoon-penalty = Ходът ти е загубен: докосни картата, която изхвърляш.
ui-tycoon-discard = Изхвърли
ui-tycoon-pending = { $name }: { $words }. Оспорваш ли, или приемаш?
ui-tycoon-word-waits = Думата ти чака дали някой ще я оспори.
ui-tycoon-may-buy = можеш да купиш { $letters }
ui-tycoon-risky = не е в списъка с думи: { $words }
