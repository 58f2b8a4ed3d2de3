#!/bin/bash
# Render one scene across 4 Slurm array tasks, then verify the merged folder:
#     sbatch Examples/Sharding/slurm-array.sh
# Slurm sets SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_COUNT in each task;
# `--shard auto` turns them into K/N. FRAMES must be on storage every node sees.
#SBATCH --job-name=flipbook-render
#SBATCH --array=0-3
#SBATCH --cpus-per-task=2
#SBATCH --output=flipbook-render-%A_%a.log
set -euo pipefail
FLIPBOOK=${FLIPBOOK:-flipbook}
FRAMES=${FRAMES:-$PWD/frames}
SCENE=${SCENE:-explicit-animation}
SCALE=${SCALE:-3}

"$FLIPBOOK" render "$SCENE" --scale "$SCALE" --out "$FRAMES" --shard auto --threads "${SLURM_CPUS_PER_TASK:-2}"

# The last task to finish can't know it is last; verify in a dependent job instead:
#     jobid=$(sbatch --parsable Examples/Sharding/slurm-array.sh)
#     sbatch --dependency=afterok:$jobid --wrap "flipbook verify $PWD/frames"
