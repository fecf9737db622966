# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = Kód na prenos vypršal: vytvor nový na starom telefóne.
server-transfer-code-unknown = Taký kód na prenos neexistuje: skontroluj ho a skús to znova.
server-transfer-code-used = Kód na prenos už bol použitý: vytvor nový na starom telefóne.
