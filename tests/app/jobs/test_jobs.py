"""Jobs: a task's result is decoded in steps, one per turn of the event loop."""

import json
import signal
import threading

import pytest

from workbench.app.jobs import jobs, tasks
from workbench.app.jobs.job_messages import Start
from workbench.app.jobs.jobs import Job
from workbench.app.jobs.tasks import count_task, from_parts, in_parts
from workbench.core.formats import tokenizer_json
from workbench.core.pipeline.pre_tokenizers import Whitespace
from workbench.core.training.corpus import Source

from support import TIMEOUT


@pytest.mark.parametrize("model", ["byte_bpe", "wordpiece", "unigram"])
def test_a_model_in_parts_is_the_same_tokenizer_json(model, request, monkeypatch):
    monkeypatch.setattr(tasks, "PART_SIZE", 50)  # so that every table is cut into several
    data = tokenizer_json.to_dict(request.getfixturevalue(model))
    parts = in_parts(data)
    assert parts["tables"] and all(len(texts) > 1 for _, texts in parts["tables"].values())
    assert json.dumps(from_parts(parts)) == json.dumps(data)  # key order included


def test_a_trained_model_is_decoded_a_few_parts_per_step(byte_bpe, monkeypatch):
    monkeypatch.setattr(tasks, "PART_SIZE", 50)
    monkeypatch.setattr(tasks, "PARTS_PER_STEP", 2)
    data = tokenizer_json.to_dict(byte_bpe)
    parts = in_parts(data)
    steps = tasks.load_trained({"model": parts, "stopped": False, "left_out": ""})
    taken = 0
    try:
        while True:
            next(steps)
            taken += 1
    except StopIteration as done:
        loaded = done.value
    assert taken > sum(len(texts) for _, texts in parts["tables"].values()) // 2
    assert json.dumps(loaded["data"]) == json.dumps(data)
    assert loaded["tokenizer"].vocab == byte_bpe.vocab


def test_the_result_is_decoded_in_steps_and_then_reported(qtbot, small_corpus):
    ran = []

    def decode(counts):
        ran.append("first step")
        yield
        ran.append("second step")
        yield
        return len(counts.counts)

    job = Job(count_task, [Source.for_path(small_corpus)], [], Whitespace(), finish=decode)
    with qtbot.waitSignal(job.finished, timeout=TIMEOUT) as finished:
        job.start()
    assert ran == ["first step", "second step"]
    assert finished.args[0] > 100  # the number of distinct words


def test_a_job_killed_while_decoding_reports_nothing(qtbot, small_corpus):
    ran = []

    def decode(counts):
        ran.append("first step")
        job.kill()
        yield
        ran.append("second step")
        return counts

    job = Job(count_task, [Source.for_path(small_corpus)], [], Whitespace(), finish=decode)
    job.start()
    qtbot.waitUntil(lambda: bool(ran), timeout=TIMEOUT)
    with qtbot.assertNotEmitted(job.finished, wait=300):
        pass
    assert ran == ["first step"]


def test_at_exit_a_spare_worker_is_ended_not_waited_for(monkeypatch):
    """Quitting waited until the spare had finished starting (its interpreter's imports: 1-6 s
    after the window closed, on a busy machine) and then returned."""
    monkeypatch.setattr(jobs, "_spare", [])
    jobs.prepare_worker()
    worker = jobs._spare[0]
    jobs._close_spare()
    assert not worker.process.is_alive() and jobs._spare == []
    assert worker.process.exitcode == -signal.SIGTERM


def test_a_command_given_before_the_task_reaches_the_worker_follows_it(qtbot, tmp_path,
                                                                        monkeypatch):
    """Stop pressed while the task is still on its way to the worker (a worker that is still
    starting reads nothing, and a large task fills the pipe): the UI does not wait for it, and
    the stop goes right after the task instead of being lost. Counting stops after its first
    block (of about 550 KB), before the words of the file's end."""
    path = tmp_path / "two-blocks.txt"
    path.write_text("alpha beta gamma\n" * 40_000 + "omega\n" * 10_000, encoding="utf-8")
    arrived = threading.Event()
    send = Job._send

    def held_send(job, message):
        if isinstance(message, Start):
            arrived.wait(TIMEOUT / 1000)
        send(job, message)

    monkeypatch.setattr(Job, "_send", held_send)
    job = Job(count_task, [Source.for_path(str(path))], [], Whitespace())
    job.start()
    job.stop()
    arrived.set()
    with qtbot.waitSignal(job.finished, timeout=TIMEOUT) as finished:
        pass
    assert finished.args[0].counts["alpha"] > 0 and "omega" not in finished.args[0].counts
