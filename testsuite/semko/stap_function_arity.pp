# pmprobe has no overloading: SystemTap's two-argument ansi_set_color is ansi_set_color2 here, and ctime takes its argument.
# error: ansi_set_color() takes 1 argument, 2 given
# error: ctime() takes 1 argument, 0 given
probe begin { ansi_set_color(31, 40) }
probe begin { println(ctime()) }
