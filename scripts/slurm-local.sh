#!/usr/bin/env bash
# Opt-in: runs Examples/Sharding/slurm-array.sh on a throwaway single-node Slurm (Debian's
# slurm-wlm and munge, as root, e.g. in a container), then `flipbook verify`s the merged folder
# and compares it byte for byte with a one-process render.
#     apt-get install slurm-wlm munge && swift build && bash scripts/slurm-local.sh [SCENE]
# Leaves munged, slurmctld and slurmd running; `bash scripts/slurm-local.sh --stop` ends them.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--stop" ]; then
    for pidfile in /run/slurmd.pid /run/slurmctld.pid /run/munge/munged.pid; do
        [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true
    done
    exit 0
fi
scene=${1:-implicit-animation}
flipbook=$(swift build --show-bin-path)/flipbook
work=$(mktemp -d /tmp/flipbook-slurm-XXXXXX)
chmod 755 "$work"

# munge: a key and the daemon.
if [ ! -f /etc/munge/munge.key ]; then mungekey --create >/dev/null 2>&1 || /usr/sbin/create-munge-key -f >/dev/null; fi
chown -R munge: /etc/munge /var/lib/munge /var/log/munge 2>/dev/null || true
mkdir -p /run/munge && chown munge: /run/munge
[ -f /run/munge/munged.pid ] && kill -0 "$(cat /run/munge/munged.pid)" 2>/dev/null || runuser -u munge -- /usr/sbin/munged

# Slurm: this machine as the one node, as slurmd measures it.
mkdir -p /etc/slurm /var/spool/slurmd /var/spool/slurmctld /var/log/slurm
node=$(slurmd -C | head -1 | sed "s/NodeName=[^ ]*/NodeName=$(hostname -s) NodeAddr=127.0.0.1/")
cat > /etc/slurm/slurm.conf <<CONF
ClusterName=flipbook
SlurmctldHost=$(hostname -s)(127.0.0.1)
SlurmUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmdSpoolDir=/var/spool/slurmd
StateSaveLocation=/var/spool/slurmctld
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
$node State=UNKNOWN
PartitionName=local Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
[ -f /run/slurmctld.pid ] && kill -0 "$(cat /run/slurmctld.pid)" 2>/dev/null || slurmctld
[ -f /run/slurmd.pid ] && kill -0 "$(cat /run/slurmd.pid)" 2>/dev/null || slurmd
for _ in $(seq 60); do sinfo -h -o %T 2>/dev/null | grep -qE '^(idle|mixed|allocated)' && break; sleep 1; done
sinfo

# The example, 4 array tasks, then verify in a job that waits for them.
job=$(cd "$work" && FLIPBOOK="$flipbook" FRAMES="$work/frames" SCENE="$scene" SCALE=1 \
      sbatch --parsable --export=ALL --cpus-per-task=1 "$OLDPWD/Examples/Sharding/slurm-array.sh")
echo "submitted array job $job"
verify=$(cd "$work" && sbatch --parsable --dependency=afterok:"$job" --output="$work/verify.log" \
         --wrap "$flipbook verify $work/frames")
for _ in $(seq 600); do squeue -h -j "$job,$verify" 2>/dev/null | grep -q . || break; sleep 1; done
sacct -j "$job" 2>/dev/null || true
cat "$work"/flipbook-render-*.log
cat "$work/verify.log"
"$flipbook" render "$scene" --scale 1 --out "$work/full" >/dev/null
diff -r -x '*.json' "$work/full/$scene" "$work/frames/$scene" && echo "the 4 tasks' frames equal a one-process render byte for byte"
