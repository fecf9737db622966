# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = Кодът за пренос е изтекъл: направи нов на стария си телефон.
server-transfer-code-unknown = Няма такъв код за пренос: провери го и опитай отново.
server-transfer-code-used = Кодът за пренос вече е използван: направи нов на стария си телефон.

# `slovo online transfer`: a code made on the old device, redeemed on the new one.
account-transfer-code = { $minutes ->
    [one] Твоят код за пренос: { $code }. Важи веднъж, { $minutes } минута.
   *[other] Твоят код за пренос: { $code }. Важи веднъж, { $minutes } минути.
}
account-transfer-how = На новото устройство изпълни `slovo online transfer --use { $code }` (с --link и това устройство остава свързано с профила).
account-transfer-moved = Това устройство вече играе като { $name } на { $server }; старото устройство е изключено от профила. Игрите ти идват при следващата синхронизация.
account-transfer-linked = Това устройство вече играе като { $name } на { $server }, заедно със старото устройство. Игрите ти идват при следващата синхронизация.

# Реванши и ваканции: известия и откази на сървъра.
push-rematch-offered-title = Реванш?
push-rematch-offered = Предложен е реванш на играта ви с { $opponents }.
server-already-on-vacation = Вече сте във ваканция.
server-game-not-finished = Играта още не е приключила.
server-invalid-vacation-days = Ваканцията трае поне един ден и най-много толкова дни, колкото позволява годината.
server-no-rematch = Никой не е предложил реванш на тази игра.
server-no-vacation-days-left = Тази година не са останали достатъчно дни ваканция.
server-not-on-vacation = Не сте във ваканция.
server-rematch-answered = Вече сте отговорили на този реванш.
server-rematch-closed = Това предложение за реванш е затворено.
server-rematch-exists = Реванш на тази игра вече е предложен.

# `slovo online rematch` и `slovo online vacation`.
rematch-offered = Предложихте реванш.
rematch-accepted = Приехте реванша.
rematch-declined = Отказахте реванша.
rematch-status-open = Реваншът чака отговори:
rematch-status-accepted = Всички приеха реванша:
rematch-status-declined = Реваншът е отказан:
rematch-seat = { $name }: { $answer }
rematch-answer-pending = още без отговор
rematch-answer-accepted = прието
rematch-answer-declined = отказано
rematch-started = Новата игра { $id } започна.
vacation-started = { $days ->
    [one] Дневните ви игри са на пауза { $days } ден.
   *[other] Дневните ви игри са на пауза { $days } дни.
}
vacation-ended = Върнахте се: сроковете на дневните ви игри се преместиха с времето на паузата.
vacation-on = Във ваканция: { $left }.
vacation-off = Не сте във ваканция.
vacation-days = Използвани дни ваканция през { $year }: { $used } от { $allowed }.
