import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { checkFiles, problemMessage } from './model';
import type { ExistingFile, FileProblem, FileProblemLabels, FileRules } from './model';
import { StyledUploader, StyledUploaderLabel } from './Uploader.styles';

/** The labelled group both uploaders are: their name, what is already added, then the picker. */
export function UploaderFrame({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <StyledUploader role="group" aria-labelledby={labelId}>
      <StyledUploaderLabel id={labelId}>{label}</StyledUploaderLabel>
      {children}
    </StyledUploader>
  );
}

/**
 * Checks each pick against the rules and what is already added, then (when given) looks inside
 * the files that passed with `contentCheck`, hands the accepted files on and keeps the messages
 * of the rejected ones until the next pick (or until cleared). A file `contentCheck` refuses, or
 * cannot read, is told as not of an accepted format.
 */
export function useCheckedPick({
  files,
  rules,
  onAdd,
  labels,
  contentCheck,
}: {
  files: readonly ExistingFile[];
  rules: FileRules;
  onAdd: (files: File[]) => void;
  labels: FileProblemLabels;
  contentCheck?: (file: File) => Promise<boolean>;
}) {
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const pick = (picked: File[]) => {
    const result = checkFiles(picked, files, rules);
    if (!contentCheck || result.accepted.length === 0) {
      setProblems(result.problems);
      if (result.accepted.length > 0) onAdd(result.accepted);
      return;
    }
    void Promise.all(result.accepted.map((file) => contentCheck(file).catch(() => false))).then(
      (verdicts) => {
        const accepted = result.accepted.filter((_file, index) => verdicts[index]);
        const refused = result.accepted
          .filter((_file, index) => !verdicts[index])
          .map((file): FileProblem => ({ kind: 'wrongFormat', name: file.name }));
        setProblems([...result.problems, ...refused]);
        if (accepted.length > 0) onAdd(accepted);
      },
    );
  };
  return {
    pick,
    problems: problems.map((problem) => problemMessage(problem, labels, rules)),
    clearProblems: () => setProblems([]),
  };
}
