// RUN: hlokit-opt %s -sdy-convert-global-to-local='replica-count=2 partition-count=2' -verify-diagnostics
// RUN: not hlokit-opt %s -sdy-convert-global-to-local='enable-rgv3=true' 2>&1 | FileCheck %s --check-prefix=RGV3

// RGV3: error: enable-rgv3 is not supported: hlokit cannot run replica groups naming a mesh symbol

// expected-error @below {{Shardy partitioner convert_global_to_local does not support both replica_count > 1 and partition_count > 1 yet.}}
module {
}
