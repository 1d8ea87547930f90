//===- Transport.h - how the processes of a grid exchange values -*- C++
//-*-===//
//
// The collective ops are written once against this interface; a transport
// moves tensors between the processes of one grid. InProcessGrid (threads of
// one OS process) and, when built with MPI, MpiTransport (one rank per
// process) implement it. Both wait at most a timeout for the other
// processes, so a process that skips a collective is an error, never a hang.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_TRANSPORT_H
#define HLOKIT_INTERPRETER_TRANSPORT_H

#include "hlokit/Dialect/StableHLO/ReduceBody.h"
#include "hlokit/Interpreter/Distributed/ProcessGrid.h"
#include "hlokit/Interpreter/Tensor/Tensor.h"

#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace hlokit::interpreter {

/// What one process contributes to one collective: the op it is running (so
/// that processes arriving at different ops are told apart) and its tensors.
struct Contribution {
  std::string opName;
  std::vector<Tensor> tensors;
};

class Transport {
public:
  virtual ~Transport();

  virtual GridShape getGridShape() const = 0;
  virtual ProcessId getProcessId() const = 0;

  /// Every process of `group` (which holds this process) calls gather with
  /// its contribution; each receives all contributions in group order.
  /// Fails when a member has not arrived within the timeout or has ended.
  virtual llvm::Expected<std::vector<Contribution>>
  gather(llvm::ArrayRef<ProcessId> group, Contribution mine) = 0;

  /// Checks the members' contributions agree (same op, operand types).
  using AgreementCheck =
      llvm::function_ref<llvm::Error(llvm::ArrayRef<Contribution>)>;
  /// all_reduce's schedule for operand `operand`: the left fold of `values`
  /// (one per member, group order) element by element.
  using FoldInOrder = llvm::function_ref<llvm::Expected<Tensor>(
      size_t operand, llvm::ArrayRef<Tensor> values)>;

  /// all_reduce within `group`: per tensor of `mine`, `fold` of the
  /// members' tensors, after `agree` accepted what the members contribute.
  /// As `fold` works element by element, a transport may fold slices of the
  /// elements in different processes (reduce-scatter, then allgather) with
  /// the same result. `kind` names the computation `fold` applies when it
  /// is one op (ReduceBody.h), for transports that have it built in. This
  /// default gathers everything and folds locally.
  virtual llvm::Expected<std::vector<Tensor>>
  reduceInGroupOrder(llvm::ArrayRef<ProcessId> group, Contribution mine,
                     AgreementCheck agree, FoldInOrder fold,
                     stablehlo::ReduceBodyKind kind);

protected:
  /// The default's second half: `agree`, then `fold` per tensor of the
  /// gathered contributions.
  static llvm::Expected<std::vector<Tensor>>
  foldGathered(llvm::ArrayRef<Contribution> all, AgreementCheck agree,
               FoldInOrder fold);

public:
  /// One step of a collective_permute: sends `mine` to `target` and receives
  /// the contribution of `source` (each optional).
  virtual llvm::Expected<std::optional<Contribution>>
  permute(std::optional<ProcessId> target, std::optional<ProcessId> source,
          Contribution mine) = 0;

  /// send and recv: values sent on a channel are received in order by the
  /// recv ops on that channel, in whatever process they run.
  virtual llvm::Error sendOnChannel(int64_t channel, Contribution value) = 0;
  virtual llvm::Expected<Contribution> receiveOnChannel(int64_t channel) = 0;
};

/// The grid in one OS process: one Transport per process, each used by the
/// thread that runs that process.
class InProcessGrid {
public:
  InProcessGrid(GridShape shape, std::chrono::milliseconds timeout);
  ~InProcessGrid();

  GridShape getShape() const;
  /// The transport of process `flattenedId`; owned by the grid.
  Transport &getTransport(uint32_t flattenedId);
  /// Tells processes waiting for `flattenedId` that it will not arrive;
  /// their errors quote `cause`, the error it failed with.
  void markEnded(uint32_t flattenedId, bool failed, llvm::StringRef cause = {});

  class State;

private:
  std::unique_ptr<State> state;
  std::vector<std::unique_ptr<Transport>> transports;
};

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_TRANSPORT_H
