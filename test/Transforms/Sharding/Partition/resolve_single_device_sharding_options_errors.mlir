// RUN: hlokit-opt %s -sdy-resolve-single-device-sharding='replica-count=2 partition-count=2' -verify-diagnostics

// expected-error @+1 {{Shardy partitioner does not support replica_count > 1 && partition_count > 1 yet.}}
func.func @both_counts() {
  return
}
