"""Processes and signals: workers run the parent's simkit and die with it; Ctrl-C and SIGTERM stop
a run at once; a second run into a folder is refused; a Dask cluster that cannot finish says why.
(A run killed and resumed equals an uninterrupted one: test_runner_resume.py.)"""

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import psutil
import pytest

from simkit import experiments
import simkit
from cli_run import run
from simkit.experiments import executors
from simkit.experiments.executors import local_pool
from simkit.experiments.runner import run_spec
from simkit.experiments.spec import load_spec
from simkit.experiments.store import finished_tasks

TESTS = Path(__file__).resolve().parent
SPEC = """\
ruleset = "fantasy"
players = 3
games = 12_000
games_per_task = 200
seed = 8

[decks]
named = ["fantasy"]

[[lineups]]
seats = ["cautious", "random", "random"]
"""
SIMKIT = [sys.executable, "-m", "simkit"]


def alive(processes):
    """Those still running (a zombie waiting for its reaper counts as gone)."""
    found = []
    for process in processes:
        try:
            if process.status() != psutil.STATUS_ZOMBIE:
                found.append(process)
        except psutil.NoSuchProcess:
            pass
    return found


def wait_until_gone(processes, seconds=60):
    deadline = time.monotonic() + seconds
    while alive(processes) and time.monotonic() < deadline:
        time.sleep(0.1)
    return alive(processes)


def default_ctrl_c():
    """In the child, before Python starts: Ctrl-C as a terminal gives it. A suite started in the
    background of a non-interactive shell inherits SIGINT ignored, and Python then installs no
    KeyboardInterrupt handler at all."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture(autouse=True)
def ctrl_c_raises():
    """In this process too: os.kill(SIGINT) must raise KeyboardInterrupt, whatever the suite inherited."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


def start_run(tmp_path, *options, spec=SPEC):
    spec_file = tmp_path / "spec.toml"
    spec_file.write_text(spec)
    out = tmp_path / "out"
    process = subprocess.Popen([*SIMKIT, "run", str(spec_file), "--out", str(out), *options],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, start_new_session=True,
                               preexec_fn=default_ctrl_c)
    return spec_file, out, process


def wait_for_parts(process, out, count, seconds=300):
    deadline = time.monotonic() + seconds
    while len(finished_tasks(out)) < count and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert process.poll() is None and len(finished_tasks(out)) >= count, process.stderr.read()


def test_a_worker_imports_the_parents_simkit_even_with_another_copy_in_the_current_folder(tmp_path):
    decoy = tmp_path / "clone"
    (decoy / "simkit").mkdir(parents=True)
    (decoy / "simkit" / "__init__.py").write_text("DECOY = True\n")
    script = tmp_path / "parent.py"
    script.write_text(
        "import os\n"
        "import simkit\n"
        "from simkit.experiments.executors import local_pool\n"
        "if __name__ == '__main__':\n"
        f"    os.chdir({str(decoy)!r})  # as simkit run from a clone's root\n"
        "    pool = local_pool(2)\n"
        "    print(simkit.__file__)\n"
        "    print(pool.executor.submit(eval, \"__import__('simkit').__file__\").result())\n"
        "    pool.close()\n")
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    parent, worker = result.stdout.split()
    assert parent == simkit.__file__ and worker == parent


@pytest.mark.parametrize("signal_number", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_killing_a_run_leaves_no_process_and_a_second_run_is_refused_meanwhile(tmp_path, capsys, signal_number):
    spec_file, out, process = start_run(tmp_path, "--workers", "2")
    wait_for_parts(process, out, 2)
    code, stdout, err = run(capsys, "run", str(spec_file), "--out", str(out))  # two runs into one folder
    assert code == 2 and stdout == "" and err.count("\n") == 1
    assert f"another simkit run is writing this folder (pid {process.pid})" in err
    children = psutil.Process(process.pid).children(recursive=True)  # fork server, resource tracker, workers
    assert len(children) >= 3
    os.kill(process.pid, signal_number)  # the run only, as a supervisor or the OOM killer would
    process.wait(timeout=60)
    assert not wait_until_gone(children)
    assert process.returncode == (-signal.SIGKILL if signal_number == signal.SIGKILL else 128 + signal.SIGTERM)
    if signal_number == signal.SIGTERM:  # handled like Ctrl-C: one line, finished tasks kept and whole
        assert process.stderr.read().splitlines()[-1] == "simkit: terminated"
        assert experiments.load(out).tasks_done >= 2  # (a resume equals a whole run: test_runner_resume.py)


def test_two_ctrl_c_stop_a_run_at_once(tmp_path):
    _, out, process = start_run(tmp_path, "--workers", "2")
    wait_for_parts(process, out, 1)
    children = psutil.Process(process.pid).children(recursive=True)
    os.killpg(process.pid, signal.SIGINT)  # what a terminal sends to the whole foreground group
    time.sleep(0.3)
    os.killpg(process.pid, signal.SIGINT)
    _, err = process.communicate(timeout=60)  # it used to print "interrupted" and hang
    assert process.returncode == 130 and "Traceback" not in err, err
    assert err.rstrip().endswith("simkit: interrupted") and "run the same command again to resume" in err
    assert not wait_until_gone(children)


class StuckExecutor:
    """Hands every task of a local pool a function that never returns (a plugin strategy in an
    endless loop), and sends this process Ctrl-C once the workers are in it."""

    def __init__(self, executor):
        self.executor = executor
        self.workers = []
        self.timer = threading.Timer(2.0, os.kill, (os.getpid(), signal.SIGINT))

    def submit(self, fn, *args):
        from stuck_task import stuck_forever
        future = self.executor.submit(stuck_forever)
        self.workers = [psutil.Process(pid) for pid in self.executor._processes]
        if self.timer.ident is None:  # not started yet
            self.timer.start()
        return future


def test_ctrl_c_kills_workers_stuck_in_a_strategy(tmp_path):
    (tmp_path / "spec.toml").write_text(SPEC)
    pool = local_pool(2)
    stuck = pool.executor = StuckExecutor(pool.executor)

    def failsafe():  # if Ctrl-C never stops the run, end the stuck workers so the suite fails, not hangs
        for worker in stuck.workers:
            try:
                worker.kill()
            except psutil.NoSuchProcess:
                pass
    guard = threading.Timer(120.0, failsafe)
    guard.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            run_spec(load_spec(tmp_path / "spec.toml"), tmp_path / "out", lambda: pool, log=lambda message: None)
    finally:
        guard.cancel()
        stuck.timer.cancel()
    assert len(stuck.workers) == 2 and not wait_until_gone(stuck.workers)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_dask_cluster_without_workers_fails_with_one_line(tmp_path, capsys, monkeypatch):
    distributed = pytest.importorskip("distributed")
    monkeypatch.setattr(executors, "NO_WORKERS_SECONDS", 1.0)
    (tmp_path / "spec.toml").write_text(SPEC.replace("12_000", "400"))
    with distributed.LocalCluster(n_workers=0, processes=False, dashboard_address=None) as cluster:
        code, out, err = run(capsys, "run", str(tmp_path / "spec.toml"), "--out", str(tmp_path / "out"),
                             "--scheduler", cluster.scheduler_address)
    errors = [line for line in err.splitlines() if line.startswith("simkit: error:")]
    assert code == 1 and len(errors) == 1 and "Traceback" not in err, err
    assert f"the Dask cluster at {cluster.scheduler_address} has had no worker for 1 s" in errors[0]


def test_a_killed_dask_scheduler_is_one_line_with_the_reason(tmp_path):
    pytest.importorskip("distributed")
    address = f"tcp://127.0.0.1:{free_port()}"
    scheduler = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
                                  "--port", address.rsplit(":", 1)[1], "--no-dashboard"],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        for line in scheduler.stderr:
            if "Scheduler at" in line:
                break
        _, out, process = start_run(tmp_path, "--scheduler", address, spec=SPEC.replace("12_000", "400"))
        for line in process.stderr:
            if line.startswith("running on"):
                break
        scheduler.kill()
        _, err = process.communicate(timeout=120)
    finally:
        scheduler.kill()
        scheduler.wait()
    errors = [line for line in err.splitlines() if line.startswith("simkit: error:")]
    assert process.returncode == 1 and len(errors) == 1 and "Traceback" not in err and len(err.splitlines()) < 5, err
    assert f"lost the Dask scheduler at {address}" in errors[0]
