# @hist_linear accepts negative literal bounds.
# expect-p2: d:aggregate (hist_linear -50..50 step 5)
global d
probe begin { d <<< -3; print(@hist_linear(d, -50, 50, 5)) }
