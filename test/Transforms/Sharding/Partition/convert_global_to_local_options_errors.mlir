// RUN: hlokit-opt %s -sdy-convert-global-to-local='replica-count=2 partition-count=2' -verify-diagnostics

// expected-error @below {{Shardy partitioner convert_global_to_local does not support both replica_count > 1 and partition_count > 1 yet.}}
module {
}
