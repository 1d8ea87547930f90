//===- ContributionCodec.h - contributions as bytes -------------*- C++ -*-===//
//
// Transports that cross OS processes (MPI) send a Contribution as one byte
// string: the op name, then per tensor its element type, rank, dimensions
// and row-major data, all in the machine's byte order (every rank of one run
// is the same build on the same kind of machine).
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_CONTRIBUTIONCODEC_H
#define HLOKIT_INTERPRETER_CONTRIBUTIONCODEC_H

#include "hlokit/Interpreter/Distributed/Transport.h"

namespace hlokit::interpreter {

std::string encodeContribution(const Contribution &contribution);

/// Fails on bytes encodeContribution did not make (truncated, unknown
/// element type).
llvm::Expected<Contribution> decodeContribution(llvm::StringRef bytes);

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_CONTRIBUTIONCODEC_H
