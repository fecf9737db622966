# The account: moving it to a new phone, rematches, vacations.
