import { useSettings } from '../../data/use-settings';
import { Logo } from '../parts/logo';
import { FooterColumn } from './footer-column';
import './footer.css';

/** The site footer (SPEC §2): upper columns, the first with the logo, and lower columns. */
export function Footer() {
  const { settings } = useSettings();
  const upper = settings?.footer.upper ?? [];
  const lower = settings?.footer.lower ?? [];
  return (
    <footer className="web-footer">
      <div className="web-footer__upper">
        {upper.map((column, index) => (
          <FooterColumn
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are static content
            key={index}
            column={column}
            before={
              index === 0 ? (
                <span role="img" aria-label="Jämställdhetsmyndigheten" className="web-footer__logo">
                  <Logo />
                </span>
              ) : undefined
            }
          />
        ))}
      </div>
      {lower.length > 0 && (
        <div className="web-footer__lower">
          {lower.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are static content
            <FooterColumn key={index} column={column} />
          ))}
        </div>
      )}
    </footer>
  );
}
