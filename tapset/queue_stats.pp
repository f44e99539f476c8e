# queue_stats.pp - statistics of a queue from its elementary events, as
# SystemTap's queue_stats tapset keeps them: a request waits (qs_wait),
# is taken into service (qs_run), and is done (qs_done); between two
# events of a queue, the time passed is added to the time the queue had a
# request waiting (or in service) and, weighted by how many, to the
# queue's length integrals.  The qsq_ functions give averages over the
# time since qsq_start(): shares of that time and lengths scaled by
# SCALE (100 gives percent), times per request in microseconds.  Queues
# are named by strings; each queue's state is a few entries of the
# arrays below, kept until the script ends.

global _qs_waiting, _qs_running, _qs_done
global _qs_start, _qs_last
global _qs_wait_busy, _qs_wait_area, _qs_run_busy, _qs_run_area

/// The queue statistics' clock: gettimeofday_us().
function qs_time:long() { return gettimeofday_us() }

# Adds the time since QNAME's last event to its busy times and length
# integrals; the first event of a queue adds nothing.
function _qs_advance(qname:string) {
	now = qs_time()
	gap = _qs_last[qname] ? now - _qs_last[qname] : 0
	_qs_last[qname] = now
	if (_qs_waiting[qname] > 0) {
		_qs_wait_busy[qname] += gap
		_qs_wait_area[qname] += _qs_waiting[qname] * gap
	}
	if (_qs_running[qname] > 0) {
		_qs_run_busy[qname] += gap
		_qs_run_area[qname] += _qs_running[qname] * gap
	}
}

/// A request enters QNAME's wait queue.
function qs_wait(qname:string) {
	_qs_advance(qname)
	_qs_waiting[qname] += 1
}

/// The oldest waiting request of QNAME goes into service; nothing happens
/// (but the clock) if none waits.
function qs_run(qname:string) {
	_qs_advance(qname)
	if (_qs_waiting[qname] > 0) {
		_qs_waiting[qname] -= 1
		_qs_running[qname] += 1
	}
}

/// A request of QNAME in service is done; nothing happens (but the clock)
/// if none is in service.
function qs_done(qname:string) {
	_qs_advance(qname)
	if (_qs_running[qname] > 0) {
		_qs_running[qname] -= 1
		_qs_done[qname] += 1
	}
}

/// Starts QNAME's statistics afresh from now (and starts the queue): every
/// sum and count is zeroed, the numbers of waiting and running requests
/// too, as SystemTap's qsq_start does (a request in flight then is not
/// counted when it runs or completes).  The qsq_ functions average over
/// the time since the last qsq_start.
function qsq_start(qname:string) {
	_qs_waiting[qname] = 0
	_qs_running[qname] = 0
	_qs_done[qname] = 0
	_qs_wait_busy[qname] = 0
	_qs_wait_area[qname] = 0
	_qs_run_busy[qname] = 0
	_qs_run_area[qname] = 0
	_qs_last[qname] = 0
	_qs_start[qname] = qs_time()
}

# Microseconds since QNAME's qsq_start, its sums brought up to now.
function _qs_elapsed:long(qname:string) {
	_qs_advance(qname)
	return qs_time() - _qs_start[qname]
}

/// The share of the time since qsq_start that QNAME had a request in
/// service, times SCALE.
/// @fails
function qsq_utilization:long(qname:string, scale:long) {
	elapsed = _qs_elapsed(qname)
	return scale * _qs_run_busy[qname] / elapsed
}

/// The share of the time since qsq_start that QNAME had a request
/// waiting, times SCALE.
/// @fails
function qsq_blocked:long(qname:string, scale:long) {
	elapsed = _qs_elapsed(qname)
	return scale * _qs_wait_busy[qname] / elapsed
}

/// QNAME's mean number of waiting requests since qsq_start, times SCALE.
/// @fails
function qsq_wait_queue_length:long(qname:string, scale:long) {
	elapsed = _qs_elapsed(qname)
	return scale * _qs_wait_area[qname] / elapsed
}

/// The mean time in service of QNAME's requests done since qsq_start, in
/// microseconds times SCALE (all time in service, over the requests
/// done: the load divided by the throughput).
/// @fails
function qsq_service_time:long(qname:string, scale:long) {
	_qs_advance(qname)
	return scale * _qs_run_area[qname] / _qs_done[qname]
}

/// The mean time from qs_wait to qs_done of QNAME's requests done since
/// qsq_start (waiting and service), in microseconds times SCALE.
/// @fails
function qsq_wait_time:long(qname:string, scale:long) {
	_qs_advance(qname)
	return scale * (_qs_run_area[qname] + _qs_wait_area[qname]) / _qs_done[qname]
}

/// QNAME's requests done per microsecond since qsq_start, times SCALE
/// (10^6 gives requests per second).
/// @fails
function qsq_throughput:long(qname:string, scale:long) {
	elapsed = _qs_elapsed(qname)
	return scale * _qs_done[qname] / elapsed
}

/// Prints one line of QNAME's statistics since qsq_start: requests done
/// per second and the mean wait queue length (both with three decimals),
/// the mean time from wait to done and in service (microseconds), and the
/// shares of the time that a request waited and that one was in service
/// (percent), as "NAME: 2.857 ops/s, 0.571 qlen, 350000 await, 150000
/// svctm, 42% wait, 42% util".
/// @fails
function qsq_print(qname:string) {
	ops = qsq_throughput(qname, 1000000000)
	qlen = qsq_wait_queue_length(qname, 1000)
	printf("%s: %d.%03d ops/s, %d.%03d qlen, %d await, %d svctm, %d%% wait, %d%% util\n",
	       qname, ops / 1000, ops % 1000, qlen / 1000, qlen % 1000,
	       qsq_wait_time(qname, 1), qsq_service_time(qname, 1),
	       qsq_blocked(qname, 100), qsq_utilization(qname, 100))
}
