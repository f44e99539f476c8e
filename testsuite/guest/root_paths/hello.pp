# A module that prints one line and exits: what root_paths.sh loads.
probe begin { println("hello ran"); exit() }
