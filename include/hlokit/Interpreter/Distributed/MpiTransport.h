//===- MpiTransport.h - the process grid over MPI ---------------*- C++ -*-===//
//
// One MPI rank per process of the grid (rank = flattened process id). Only
// built with HLOKIT_ENABLE_MPI when CMake finds MPI. A gather over the whole
// grid is a nonblocking MPI_Iallgather of the sizes (the rendezvous, polled
// until the collective timeout), then a blocking MPI_Allgatherv of the data,
// which every rank has then reached; a gather over a smaller group and
// collective_permute are nonblocking point-to-point messages, polled the
// same way. So a rank that skips a collective is an error in the others,
// never a hang, and a rank that ended its run early (an error, say) ends
// their waits within seconds with its error. send/recv go through the
// channel's owner rank
// (lib/Interpreter/Distributed/MpiChannels.h), which serves them while it
// polls.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_INTERPRETER_MPITRANSPORT_H
#define HLOKIT_INTERPRETER_MPITRANSPORT_H

#include "hlokit/Interpreter/Distributed/Transport.h"

namespace hlokit::interpreter {

class MpiTransport : public Transport {
public:
  /// Initialises MPI unless the caller did. Fails (after finalising it) when
  /// the number of ranks is not the grid's number of processes.
  static llvm::Expected<std::unique_ptr<MpiTransport>>
  create(GridShape grid, std::chrono::milliseconds timeout);
  /// Finalises MPI.
  ~MpiTransport() override;

  GridShape getGridShape() const override { return grid; }
  ProcessId getProcessId() const override { return grid.unflatten(rank); }

  llvm::Expected<std::vector<Contribution>>
  gather(llvm::ArrayRef<ProcessId> group, Contribution mine) override;
  /// Over the whole grid, when every rank's op and operand types agree:
  /// each rank folds its slice of the elements of every member (an
  /// MPI_Alltoallv), then the slices are put together (MPI_Allgatherv).
  /// Otherwise the default (gather, check, fold).
  llvm::Expected<std::vector<Tensor>>
  reduceInGroupOrder(llvm::ArrayRef<ProcessId> group, Contribution mine,
                     AgreementCheck agree, FoldInOrder fold,
                     stablehlo::ReduceBodyKind kind) override;
  llvm::Expected<std::optional<Contribution>>
  permute(std::optional<ProcessId> target, std::optional<ProcessId> source,
          Contribution mine) override;
  /// The channel's owner rank queues the value; returns once it has.
  llvm::Error sendOnChannel(int64_t channel, Contribution value) override;
  /// The front of the channel's queue at its owner rank.
  llvm::Expected<Contribution> receiveOnChannel(int64_t channel) override;
  /// Ends one run (one function) of this rank: serves channels until every
  /// rank has ended it, then empties them, as a new in-process grid starts
  /// empty. Every rank calls it once per run, failed (with the error as
  /// `failure`, which ranks still waiting for this one report) or not.
  void endRun(llvm::StringRef failure = {});

  /// At rank 0, every rank's `text` in rank order; empty at other ranks.
  /// Blocks until every rank calls it.
  std::vector<std::string> collectAtRoot(const std::string &text);
  /// The largest `value` of all ranks, at every rank.
  int maxOverRanks(int value);
  /// The smallest `value` of all ranks, at every rank.
  int64_t minOverRanks(int64_t value);
  /// Ends every rank with exit status `code`: after a failed collective,
  /// messages still in flight would keep MPI_Finalize waiting.
  [[noreturn]] void abort(int code);

  struct Comms;

private:
  MpiTransport(GridShape grid, std::chrono::milliseconds timeout, int rank,
               std::unique_ptr<Comms> comms);
  llvm::Expected<Contribution> receive(int source, int tag);
  /// Every rank's `value`, in rank order, once all ranks sent it (polled
  /// until the timeout).
  llvm::Expected<std::vector<uint64_t>>
  allgatherWord(uint64_t value, llvm::function_ref<std::string()> waitingFor);
  llvm::Expected<std::vector<Contribution>>
  gatherWholeGrid(llvm::ArrayRef<ProcessId> group, const std::string &bytes,
                  llvm::ArrayRef<uint64_t> sizeWords);
  llvm::Expected<Tensor> reduceScattered(const Tensor &mine,
                                         llvm::ArrayRef<ProcessId> group,
                                         size_t operand, FoldInOrder fold);
  /// An add of two ranks' f32 or f64 tensors by MPI_Allreduce: with two
  /// summands every order gives the group order's bits (a + b = b + a; a
  /// sum of two NaNs may keep the other's payload), so MPI's own schedule
  /// may serve it; none for other kinds, ranks, types or sizes.
  std::optional<llvm::Expected<Tensor>>
  sumOfTwo(const Tensor &mine, stablehlo::ReduceBodyKind kind);
  /// Waits for `done`; fails at the timeout, or soon after a rank of
  /// `awaited` ended its run.
  llvm::Error pollUntil(llvm::function_ref<bool()> done,
                        llvm::function_ref<std::string()> waitingFor,
                        llvm::ArrayRef<int> awaited = {});
  llvm::Expected<std::string>
  askOwner(int owner, int tag, const std::string &message, int answerTag,
           llvm::function_ref<std::string()> waitingFor);

  GridShape grid;
  std::chrono::milliseconds timeout;
  int rank;
  std::unique_ptr<Comms> comms;
};

} // namespace hlokit::interpreter

#endif // HLOKIT_INTERPRETER_MPITRANSPORT_H
