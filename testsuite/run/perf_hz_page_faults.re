faults>=30000: 1 samples>=20: 1 fewer samples than faults: 1
period adapted: min=1 max>1: 1
n=.*
