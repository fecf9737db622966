# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = The transfer code has expired: make a new one on your old phone.
server-transfer-code-unknown = There is no such transfer code: check it and try again.
server-transfer-code-used = The transfer code has already been used: make a new one on your old phone.
