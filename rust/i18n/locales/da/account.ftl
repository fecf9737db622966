# The account: moving it to a new phone, rematches, vacations.

# What the server says when it refuses a transfer code.
server-transfer-code-expired = Overførselskoden er udløbet: lav en ny på din gamle telefon.
server-transfer-code-unknown = Der findes ingen sådan overførselskode: tjek den, og prøv igen.
server-transfer-code-used = Overførselskoden er allerede brugt: lav en ny på din gamle telefon.
