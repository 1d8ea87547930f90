// REQUIRES: mpi
// --profile and --trace over MPI: rank 0 gathers every rank's part and
// writes one report, as the in-process grid does (../grid_profile.mlir):
// tables in rank order, a JSON object per rank, one trace whose ranks'
// timelines share rank 0's clock.
// RUN: %mpirun -n 2 hlokit-run --mpi --replicas 2 %S/../grid_profile.mlir --profile 2>&1 >/dev/null | FileCheck %S/../grid_profile.mlir
// RUN: rm -f %t.*.json
// RUN: %mpirun -n 2 hlokit-run --mpi --replicas 2 %S/../grid_profile.mlir --profile=json --profile-output=%t.profile.json --trace %t.trace.json > /dev/null
// RUN: python3 %S/../Inputs/check_grid_reports.py profile %t.profile.json | FileCheck %S/../grid_profile.mlir --check-prefix=JSON
// RUN: python3 %S/../Inputs/check_grid_reports.py trace %t.trace.json | FileCheck %S/../grid_profile.mlir --check-prefix=TRACE
// RUN: %mpirun -n 2 hlokit-run --mpi --partitions 2 --entry global --args="[dense<1.0> : tensor<4x2xf32>]" %S/../grid_profile.mlir --trace %t.global.json > /dev/null
// RUN: python3 %S/../Inputs/check_grid_reports.py trace %t.global.json | FileCheck %S/../grid_profile.mlir --check-prefix=GLOBAL-TRACE
