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
