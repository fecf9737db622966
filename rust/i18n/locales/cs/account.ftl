# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = Kód pro přenos vypršel: vytvoř nový na starém telefonu.
server-transfer-code-unknown = Takový kód pro přenos neexistuje: zkontroluj ho a zkus to znovu.
server-transfer-code-used = Kód pro přenos už byl použit: vytvoř nový na starém telefonu.
