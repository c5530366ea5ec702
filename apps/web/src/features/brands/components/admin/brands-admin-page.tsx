import { Box, Tab, Tabs } from '@mui/material';
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { BrandDialog, NEW_BRAND } from './brand-dialog';
import { BrandsTab } from './brands-tab';
import { FieldsTab } from './fields-tab';

const TABS = { brands: 'Brands', fields: 'Fields and sections' } as const;
type TabName = keyof typeof TABS;

/**
 * /admin/brands: the brands table and the editor of the form they are filled with. The tab and
 * the brand open in the dialog live in the address (?tab=fields, ?brand=<id>), so a reload or a
 * shared link shows the same screen.
 */
export function BrandsAdminPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const tab: TabName = params.get('tab') === 'fields' ? 'fields' : 'brands';
  const open = params.get('brand');

  const change = useCallback(
    (key: string, value: string | null, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        // The table's cursors ride in the history state: opening a brand or a tab keeps them.
        { replace, state: location.state },
      ),
    [setParams, location.state],
  );
  const openBrand = useCallback((id: string | null) => change('brand', id ?? NEW_BRAND), [change]);

  return (
    <>
      <PageTitle>Brands</PageTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => change('tab', value === 'brands' ? null : value)}
          aria-label="Brands and their form"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {Object.entries(TABS).map(([value, label]) => (
            <Tab key={value} value={value} label={label} id={`brands-tab-${value}`} aria-controls="brands-tab-panel" />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="brands-tab-panel" aria-labelledby={`brands-tab-${tab}`}>
        {tab === 'brands' ? <BrandsTab onOpen={openBrand} /> : <FieldsTab />}
      </Box>
      <BrandDialog target={open} onClose={() => change('brand', null, true)} />
    </>
  );
}
