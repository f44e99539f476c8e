user>=2000: 1 kernel<200: 1 user\+kernel==all: 1
u=.*
