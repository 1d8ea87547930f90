//===- OpIndexing.h - indexing maps of StableHLO op instances ---*- C++ -*-===//
//
// Reads an op's types and attributes and returns its indexing maps (built by
// OpIndexingMaps.h). Ops the analysis does not model, and ops with dynamic
// shapes, get UNDEFINED maps.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_ANALYSIS_INDEXING_OPINDEXING_H
#define HLOKIT_ANALYSIS_INDEXING_OPINDEXING_H

#include "hlokit/Analysis/Indexing/IndexingMap.h"
#include "hlokit/Support/OpTable.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/OperationSupport.h"

namespace hlokit::indexing {

/// For result `resultIndex` of `op`, one output-to-input map per operand.
llvm::SmallVector<IndexingMap>
computeOutputToInputIndexing(mlir::Operation *op, unsigned resultIndex);

/// For operand `operandIndex` of `op`, one input-to-output map per result.
llvm::SmallVector<IndexingMap>
computeInputToOutputIndexing(mlir::Operation *op, unsigned operandIndex);

/// True when the analysis models ops of this class (elementwise ops, chlo's
/// broadcasting ops, and the structured ops of its table); ops it does not
/// model get UNDEFINED maps.
bool hasIndexingMaps(mlir::RegisteredOperationName name);

/// The stablehlo and chlo ops the analysis leaves without maps on purpose,
/// each with the reason (the opset coverage test requires every other op to
/// have maps).
const OpTable<const char *> &getOpsWithoutIndexingMaps();

} // namespace hlokit::indexing

#endif // HLOKIT_ANALYSIS_INDEXING_OPINDEXING_H
