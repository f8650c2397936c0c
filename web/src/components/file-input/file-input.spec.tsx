import { render, screen } from '@testing-library/react';
import { FileInput } from './file-input';

describe('FileInput', () => {
  it('names the input by its field label and the German button, and shows no file until one is chosen', () => {
    render(
      <>
        <label htmlFor="contract">Leasingvertrag (PDF)</label>
        <FileInput id="contract" fileName={null} accept=".pdf" />
      </>,
    );
    const input = screen.getByLabelText('Leasingvertrag (PDF)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Leasingvertrag (PDF) Datei auswählen');
    expect(screen.getByText('Keine Datei ausgewählt')).toBeInTheDocument();
  });

  it("shows the chosen file's name, and nothing when the caller reports the file itself", () => {
    const { rerender } = render(<FileInput id="sheet" fileName="Rabatte März.xlsx" />);
    expect(screen.getByText('Rabatte März.xlsx')).toBeInTheDocument();
    rerender(<FileInput id="sheet" />);
    expect(screen.queryByText('Rabatte März.xlsx')).not.toBeInTheDocument();
    expect(screen.queryByText('Keine Datei ausgewählt')).not.toBeInTheDocument();
  });
});
