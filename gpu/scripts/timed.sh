# Sourced by gpu-session14*.sh after env.sh.
# timed LABEL CMD…: CMD's wall time (and peak RSS where /usr/bin/time is
# there), a line on stdout; CMD's stderr to $LOG/LABEL.err.
timed() {
	local label=$1 t0 rc
	shift
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -o "$LOG/$label.time" -f "$label: %e s wall, %M KiB peak RSS, %P CPU" "$@" 2>"$LOG/$label.err"
		rc=$?
		cat "$LOG/$label.time"
	else
		t0=$(date +%s.%N)
		"$@" 2>"$LOG/$label.err"
		rc=$?
		echo "$label: $(echo "$(date +%s.%N) - $t0" | bc) s wall"
	fi
	[ $rc -eq 0 ] || echo "$label: exit $rc"
}
