# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = Кодът за пренос е изтекъл: направи нов на стария си телефон.
server-transfer-code-unknown = Няма такъв код за пренос: провери го и опитай отново.
server-transfer-code-used = Кодът за пренос вече е използван: направи нов на стария си телефон.
