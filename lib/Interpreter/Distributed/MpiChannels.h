//===- MpiChannels.h - send/recv channels across MPI ranks ------*- C++ -*-===//
//
// send and recv name a channel, not a rank, so over MPI every channel has an
// owner rank (channel id mod number of ranks) that holds its queue, exactly
// the queue the in-process grid keeps in shared memory:
//
// - send: the value goes to the owner, which queues it and acknowledges;
//   the sender waits for the acknowledgement, so a value is queued before
//   anything the sender does next (same causal order as in-process).
// - recv: a request goes to the owner, which answers it with the front of
//   the queue once there is one, requests served in arrival order; or with
//   an error once every other rank has ended the run without sending.
// - end of a run: every rank tells every owner (with its error, if it
//   failed); a rank leaves the run once all ranks did, and the queues start
//   empty for the next run. Ranks waiting for a rank that ended stop
//   waiting (MpiTransport::pollUntil).
//
// Ranks are single-threaded, so an owner serves its queues whenever it polls
// for anything (MpiTransport's waits) and while it waits at the end of a
// run: a rank computing for long only delays the others, it never blocks
// them for good. Internal to the MPI transport.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_INTERPRETER_MPICHANNELS_H
#define HLOKIT_LIB_INTERPRETER_MPICHANNELS_H

#include "llvm/ADT/StringRef.h"

#include <mpi.h>

#include <cstdint>
#include <deque>
#include <list>
#include <map>
#include <string>
#include <vector>

namespace hlokit::interpreter {

class MpiChannels {
public:
  /// Messages to owners (kSend, kRequest, kEnded) travel on the service
  /// communicator, answers (kAck, kValue) on the replies communicator, so a
  /// rank serving its queues never takes an answer meant for its own wait.
  enum Tag : int { kSend = 1, kRequest, kEnded, kAck, kValue };

  /// Duplicates `world` twice.
  explicit MpiChannels(MPI_Comm world);
  ~MpiChannels();

  int ownerOf(int64_t channel) const;
  MPI_Comm getServiceComm() const { return service; }
  MPI_Comm getRepliesComm() const { return replies; }

  /// Handles every message that reached this rank as an owner.
  void serve();
  /// Announces the end of this rank's run to every owner, with the error it
  /// failed with (empty when it did not).
  void announceEnd(llvm::StringRef failure);
  /// Whether every rank has announced the end of the run.
  bool allEnded() const { return numEnded == static_cast<int>(ended.size()); }
  /// Whether `rank` has announced the end of the run, and its error.
  bool hasEnded(int rank) const { return ended[rank]; }
  llvm::StringRef getFailure(int rank) const { return failures[rank]; }
  /// Empties the queues for the next run; every rank calls it together.
  void startNextRun();

  /// kSend and kRequest messages start with the channel id; kValue answers
  /// start with 1 and the value's bytes, or 0 and an error message.
  static std::string withChannel(int64_t channel, llvm::StringRef payload);

private:
  void handle(int source, int tag, std::string message);
  /// Answers the requests on `channel` that can be answered.
  void match(int64_t channel);
  bool everyoneElseEnded(int rank) const;
  void reply(int rank, int tag, std::string payload);

  MPI_Comm service = MPI_COMM_NULL;
  MPI_Comm replies = MPI_COMM_NULL;
  int numRanks = 0;
  /// The values sent on each owned channel and not yet received.
  std::map<int64_t, std::deque<std::string>> values;
  /// The ranks waiting on each owned channel, in arrival order.
  std::map<int64_t, std::deque<int>> waiting;
  std::vector<bool> ended;
  std::vector<std::string> failures;
  int numEnded = 0;
  /// Answers in flight with the buffers they send from (a list keeps them
  /// in place).
  std::list<std::pair<MPI_Request, std::string>> outgoing;
};

} // namespace hlokit::interpreter

#endif // HLOKIT_LIB_INTERPRETER_MPICHANNELS_H
